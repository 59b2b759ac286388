import Domain
import Features
import Lab
import ReactiveCore
import StyleMVB

/// What the pitfall lab and the cost report need of the MVB style: its cost notes, its library
/// for a view with no error label, and its variants.
package enum MVBStyleLab: StyleLab {
    package static let style = Style.mvb
    package static let costNotes = CostNotes(
        longerCode: "each binding is split into state and intents",
        shorterCode: "the model owns state and effects, and the binding is a list of arrows",
        moreAtRunTime: "the model keeps its state in relays",
        lessAtRunTime: "outputs are plain observables bound with `<~`: no Driver, so no share and no hop per output")

    @MainActor
    package static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        let model = LibraryModel(library: environment.library)
        return .separate(
            model, inputs: { LibraryBinding.bindIntents(of: $0, to: model) },
            outputs: { LibraryBinding.bindState(of: model, to: $0, showingErrors: false) })
    }

    package static var variants: [StyleVariant] {
        [
            StyleVariant(
                fix: "keep the greeting in a behavior relay the model folds the validations into",
                screen: .greeting(MVBStyle.makeKeptGreeting),
                replaces: [
                    "Modules/StyleMVB/Greeting/GreetingModel.swift",
                    "Modules/StyleMVB/Greeting/GreetingViewController.swift",
                ],
                source: "Modules/Lab/MVBLab/KeptGreetingModel.swift"),
            StyleVariant(
                fix: "bind the appearances and the refreshes to the model each on its own, not merged",
                screen: .genres(MVBStyle.makeSeparateIntentsGenres),
                replaces: ["Modules/StyleMVB/Genres/GenresViewController.swift"],
                source: "Modules/Lab/MVBLab/SeparateIntentsGenresBinding.swift"),
            StyleVariant(
                fix:
                    "observe the services' answers on the main scheduler before they reach the state (observe(on: MainScheduler.instance))",
                screen: .library(MVBStyle.makeMainAnswersLibrary),
                replaces: [
                    "Modules/StyleMVB/Library/LibraryModel.swift",
                    "Modules/StyleMVB/Library/LibraryViewController.swift",
                ],
                source: "Modules/Lab/MVBLab/MainAnswersLibraryModel.swift"),
            StyleVariant(
                fix:
                    "observe the services' answers on the main scheduler before they reach the state (observe(on: MainScheduler.instance))",
                screen: .editor(MVBStyle.makeMainAnswersEditor),
                replaces: [
                    "Modules/StyleMVB/Editor/EditorModel.swift",
                    "Modules/StyleMVB/Editor/EditorViewController.swift",
                ],
                source: "Modules/Lab/MVBLab/MainAnswersEditorModel.swift"),
            StyleVariant(
                fix:
                    "observe the services' answers on the main scheduler before they reach the state (observe(on: MainScheduler.instance))",
                screen: .genres(MVBStyle.makeMainAnswersGenres),
                replaces: [
                    "Modules/StyleMVB/Genres/GenresModel.swift",
                    "Modules/StyleMVB/Genres/GenresViewController.swift",
                ],
                source: "Modules/Lab/MVBLab/MainAnswersGenresModel.swift"),
        ]
    }
}
