import Features

extension SubjectsStyle {
    package static var variants: [StyleVariant] {
        [
            StyleVariant(
                fix: "keep the color in a relay the view model folds the taps into, with a dispose bag",
                screen: .palette(makeRelayPalette),
                replaces: [
                    StyleVariant.path("Palette/PaletteViewModel.swift"),
                    StyleVariant.path("Palette/PaletteViewController.swift"),
                ],
                source: StyleVariant.path("Variants/RelayPaletteViewModel.swift")),
            StyleVariant(
                fix: "keep the greeting in a behavior relay the view model folds the validations into",
                screen: .greeting(makeKeptGreeting),
                replaces: [
                    StyleVariant.path("Greeting/GreetingViewModel.swift"),
                    StyleVariant.path("Greeting/GreetingViewController.swift"),
                ],
                source: StyleVariant.path("Variants/KeptGreetingViewModel.swift")),
        ]
    }
}
