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
            StyleVariant(
                fix: "build the phases once in the view model, a Driver every call of transform shares",
                screen: .genres(makeSharedPhasesGenres),
                replaces: [
                    StyleVariant.path("Genres/GenresViewModel.swift"),
                    StyleVariant.path("Genres/GenresViewController.swift"),
                ],
                source: StyleVariant.path("Variants/SharedPhasesGenresViewModel.swift")),
            StyleVariant(
                fix: "fold the edits into a draft relay the view model keeps, through the output's disposable",
                screen: .editor(makeKeptDraftEditor),
                replaces: [
                    StyleVariant.path("Editor/EditorViewModel.swift"),
                    StyleVariant.path("Editor/EditorViewController.swift"),
                ],
                source: StyleVariant.path("Variants/KeptDraftEditorViewModel.swift")),
            StyleVariant(
                fix: "make each control's stream a Signal before merging them, so a failing one completes alone",
                screen: .genres(makeSignalIntentsGenres),
                replaces: [StyleVariant.path("Genres/GenresViewController.swift")],
                source: StyleVariant.path("Variants/SignalIntentsGenresViewController.swift")),
        ]
    }
}
