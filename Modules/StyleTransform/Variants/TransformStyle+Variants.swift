import Features

extension TransformStyle {
    package static var variants: [StyleVariant] {
        [
            StyleVariant(
                fix: "keep the color relay in the view model, not in transform's call",
                screen: .palette(makeStatefulPalette),
                replaces: [
                    StyleVariant.path("Palette/PaletteViewModel.swift"),
                    StyleVariant.path("Palette/PaletteViewController.swift"),
                ],
                source: StyleVariant.path("Variants/StatefulPaletteViewModel.swift")),
            StyleVariant(
                fix: "fold the validations into a greeting relay the view model keeps, through the output's disposable",
                screen: .greeting(makeKeptGreeting),
                replaces: [
                    StyleVariant.path("Greeting/GreetingViewModel.swift"),
                    StyleVariant.path("Greeting/GreetingViewController.swift"),
                ],
                source: StyleVariant.path("Variants/KeptGreetingViewModel.swift")),
        ]
    }
}
