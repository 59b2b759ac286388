import Features

extension AsyncStyle {
    package static var variants: [StyleVariant] {
        [
            StyleVariant(
                fix: "bind the greeting as state the model keeps, not as an event the view clears",
                screen: .greeting(makeKeptGreeting),
                replaces: [StyleVariant.path("Greeting/GreetingViewController.swift")],
                source: StyleVariant.path("Variants/KeptGreetingBinding.swift"))
        ]
    }
}
