import Domain
import Features
import Lab
import ReactiveCore
import StyleSubjects

/// What the pitfall lab and the cost report need of the Subjects style: its cost notes, its library
/// for a view with no error label, and its variants.
package enum SubjectsStyleLab: StyleLab {
    package static let style = Style.subjects
    package static let costNotes = CostNotes(
        longerCode: "a private subject per input, Input and Output structs, and effects subscribed in init",
        shorterCode: "outputs are derived once, in init",
        moreAtRunTime: "a subject stands between each control and the chain, and every output is a Driver",
        lessAtRunTime: "the outputs are built once, in init")

    @MainActor
    package static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        SubjectsStyle.library(environment: environment, showingErrors: false)
    }

    package static var variants: [StyleVariant] {
        [
            StyleVariant(
                fix: "keep the color in a relay the view model folds the taps into, with a dispose bag",
                screen: .palette(SubjectsStyle.makeRelayPalette),
                replaces: [
                    "Modules/StyleSubjects/Palette/PaletteViewModel.swift",
                    "Modules/StyleSubjects/Palette/PaletteViewController.swift",
                ],
                source: "Modules/Lab/SubjectsLab/RelayPaletteViewModel.swift"),
            StyleVariant(
                fix: "keep the greeting in a behavior relay the view model folds the validations into",
                screen: .greeting(SubjectsStyle.makeKeptGreeting),
                replaces: [
                    "Modules/StyleSubjects/Greeting/GreetingViewModel.swift",
                    "Modules/StyleSubjects/Greeting/GreetingViewController.swift",
                ],
                source: "Modules/Lab/SubjectsLab/KeptGreetingViewModel.swift"),
            StyleVariant(
                fix:
                    "observe the services' answers on the main scheduler before they reach the state (observe(on: MainScheduler.instance))",
                screen: .library(SubjectsStyle.makeMainAnswersLibrary),
                replaces: [
                    "Modules/StyleSubjects/Library/LibraryViewModel.swift",
                    "Modules/StyleSubjects/Library/LibraryViewController.swift",
                ],
                source: "Modules/Lab/SubjectsLab/MainAnswersLibraryViewModel.swift"),
            StyleVariant(
                fix:
                    "observe the services' answers on the main scheduler before they reach the state (observe(on: MainScheduler.instance))",
                screen: .editor(SubjectsStyle.makeMainAnswersEditor),
                replaces: [
                    "Modules/StyleSubjects/Editor/EditorViewModel.swift",
                    "Modules/StyleSubjects/Editor/EditorViewController.swift",
                ],
                source: "Modules/Lab/SubjectsLab/MainAnswersEditorViewModel.swift"),
            StyleVariant(
                fix:
                    "observe the services' answers on the main scheduler before they reach the state (observe(on: MainScheduler.instance))",
                screen: .genres(SubjectsStyle.makeMainAnswersGenres),
                replaces: [
                    "Modules/StyleSubjects/Genres/GenresViewModel.swift",
                    "Modules/StyleSubjects/Genres/GenresViewController.swift",
                ],
                source: "Modules/Lab/SubjectsLab/MainAnswersGenresViewModel.swift"),
        ]
    }

    package static var guardedFeatures: [GuardedFeature] {
        [
            GuardedFeature(
                .intentsBySubscribe,
                articleForm: StyleVariant(
                    fix: "bind each control to its input subject (bind(to:)), as the article does",
                    screen: .genres(SubjectsStyle.makeBoundIntentsGenres),
                    replaces: ["Modules/StyleSubjects/Genres/GenresViewController.swift"],
                    source: "Modules/Lab/SubjectsLab/BoundIntentsScreens.swift")),
            GuardedFeature(
                .intentsBySubscribe,
                articleForm: StyleVariant(
                    fix: "bind each control to its input subject (bind(to:)), as the article does",
                    screen: .library(SubjectsStyle.makeBoundIntentsLibrary),
                    replaces: ["Modules/StyleSubjects/Library/LibraryViewController.swift"],
                    source: "Modules/Lab/SubjectsLab/BoundIntentsScreens.swift")),
        ]
    }
}
