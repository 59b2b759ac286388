import Features

extension ProtocolsStyle {
    package static var variants: [StyleVariant] {
        [
            StyleVariant(
                fix: "keep the greeting in a behavior relay, not a publish relay",
                screen: .greeting(makeKeptGreeting),
                replaces: [
                    StyleVariant.path("Greeting/GreetingViewModel.swift"),
                    StyleVariant.path("Greeting/GreetingViewController.swift"),
                ],
                source: StyleVariant.path("Variants/KeptGreetingViewModel.swift"))
        ]
    }
}
