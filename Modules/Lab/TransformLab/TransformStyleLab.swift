import Domain
import Features
import Lab
import ReactiveCore
import StyleTransform

/// What the pitfall lab and the cost report need of the Transform style: its cost notes, its library
/// for a view with no error label, and its variants.
package enum TransformStyleLab: StyleLab {
    package static let style = Style.transform
    package static let costNotes = CostNotes(
        longerCode: "the Input and Output structs list every stream again, and effects travel in the output",
        shorterCode: "one method builds every output, and nothing is stored outside the call",
        moreAtRunTime: "every output is a Driver (shared, and delivered through the main scheduler)",
        lessAtRunTime: "the view's own streams go straight into the chains, with no subject between")

    @MainActor
    package static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        TransformStyle.library(environment: environment, showingErrors: false)
    }

    package static var variants: [StyleVariant] {
        [
            StyleVariant(
                fix: "keep the color relay in the view model, not in transform's call",
                screen: .palette(TransformStyle.makeStatefulPalette),
                replaces: [
                    "Modules/StyleTransform/Palette/PaletteViewModel.swift",
                    "Modules/StyleTransform/Palette/PaletteViewController.swift",
                ],
                source: "Modules/Lab/TransformLab/StatefulPaletteViewModel.swift"),
            StyleVariant(
                fix: "fold the validations into a greeting relay the view model keeps, through the output's disposable",
                screen: .greeting(TransformStyle.makeKeptGreeting),
                replaces: [
                    "Modules/StyleTransform/Greeting/GreetingViewModel.swift",
                    "Modules/StyleTransform/Greeting/GreetingViewController.swift",
                ],
                source: "Modules/Lab/TransformLab/KeptGreetingViewModel.swift"),
            StyleVariant(
                fix: "build the phases once in the view model, a Driver every call of transform shares",
                screen: .genres(TransformStyle.makeSharedPhasesGenres),
                replaces: [
                    "Modules/StyleTransform/Genres/GenresViewModel.swift",
                    "Modules/StyleTransform/Genres/GenresViewController.swift",
                ],
                source: "Modules/Lab/TransformLab/SharedPhasesGenresViewModel.swift"),
            StyleVariant(
                fix: "fold the edits into a draft relay the view model keeps, through the output's disposable",
                screen: .editor(TransformStyle.makeKeptDraftEditor),
                replaces: [
                    "Modules/StyleTransform/Editor/EditorViewModel.swift",
                    "Modules/StyleTransform/Editor/EditorViewController.swift",
                ],
                source: "Modules/Lab/TransformLab/KeptDraftEditorViewModel.swift"),
            StyleVariant(
                fix: "make each control's stream a Signal before merging them, so a failing one completes alone",
                screen: .genres(TransformStyle.makeSignalIntentsGenres),
                replaces: ["Modules/StyleTransform/Genres/GenresViewController.swift"],
                source: "Modules/Lab/TransformLab/SignalIntentsGenresViewController.swift"),
            StyleVariant(
                fix:
                    "observe the services' answers on the main scheduler before they reach the state (observe(on: MainScheduler.instance))",
                screen: .library(TransformStyle.makeMainAnswersLibrary),
                replaces: [
                    "Modules/StyleTransform/Library/LibraryViewModel.swift",
                    "Modules/StyleTransform/Library/LibraryViewController.swift",
                ],
                source: "Modules/Lab/TransformLab/MainAnswersLibraryViewModel.swift"),
            StyleVariant(
                fix:
                    "observe the services' answers on the main scheduler before they reach the state (observe(on: MainScheduler.instance))",
                screen: .editor(TransformStyle.makeMainAnswersEditor),
                replaces: [
                    "Modules/StyleTransform/Editor/EditorViewModel.swift",
                    "Modules/StyleTransform/Editor/EditorViewController.swift",
                ],
                source: "Modules/Lab/TransformLab/MainAnswersEditorViewModel.swift"),
        ]
    }

    package static var guardedFeatures: [GuardedFeature] {
        [
            GuardedFeature(
                .relayBridge,
                articleForm: StyleVariant(
                    fix: "make the view model with the first name field that appears (no relay bridge)",
                    screen: .lazyGreeting(TransformStyle.makeFirstFieldLazyGreeting),
                    replaces: ["Modules/StyleTransform/Greeting/GreetingViewController.swift"],
                    source: "Modules/Lab/TransformLab/FirstFieldLazyGreeting.swift"))
        ]
    }
}
