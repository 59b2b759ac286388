import Domain
import Features
import Lab
import ReactiveCore
import StyleProtocols

/// What the pitfall lab and the cost report need of the Protocols style: its cost notes, its library
/// for a view with no error label, and its variants.
package enum ProtocolsStyleLab: StyleLab {
    package static let style = Style.protocols
    package static let costNotes = CostNotes(
        longerCode: "three protocols per feature, state held in relays, and the work done in input methods",
        shorterCode: "inputs are plain method calls",
        moreAtRunTime: "state lives in relays, and every output is a Driver",
        lessAtRunTime: "an input is a method call, with no stream to subscribe")

    @MainActor
    package static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        ProtocolsStyle.library(environment: environment, showingErrors: false)
    }

    package static var variants: [StyleVariant] {
        [
            StyleVariant(
                fix: "keep the greeting in a behavior relay, not a publish relay",
                screen: .greeting(ProtocolsStyle.makeKeptGreeting),
                replaces: [
                    "Modules/StyleProtocols/Greeting/GreetingViewModel.swift",
                    "Modules/StyleProtocols/Greeting/GreetingViewController.swift",
                ],
                source: "Modules/Lab/ProtocolsLab/KeptGreetingViewModel.swift"),
            StyleVariant(
                fix:
                    "observe the services' answers on the main scheduler before they reach the state (observe(on: MainScheduler.instance))",
                screen: .library(ProtocolsStyle.makeMainAnswersLibrary),
                replaces: [
                    "Modules/StyleProtocols/Library/LibraryViewModel.swift",
                    "Modules/StyleProtocols/Library/LibraryViewController.swift",
                ],
                source: "Modules/Lab/ProtocolsLab/MainAnswersLibraryViewModel.swift"),
            StyleVariant(
                fix:
                    "observe the services' answers on the main scheduler before they reach the state (observe(on: MainScheduler.instance))",
                screen: .editor(ProtocolsStyle.makeMainAnswersEditor),
                replaces: [
                    "Modules/StyleProtocols/Editor/EditorViewModel.swift",
                    "Modules/StyleProtocols/Editor/EditorViewController.swift",
                ],
                source: "Modules/Lab/ProtocolsLab/MainAnswersEditorViewModel.swift"),
            StyleVariant(
                fix:
                    "observe the services' answers on the main scheduler before they reach the state (observe(on: MainScheduler.instance))",
                screen: .genres(ProtocolsStyle.makeMainAnswersGenres),
                replaces: [
                    "Modules/StyleProtocols/Genres/GenresViewModel.swift",
                    "Modules/StyleProtocols/Genres/GenresViewController.swift",
                ],
                source: "Modules/Lab/ProtocolsLab/MainAnswersGenresViewModel.swift"),
        ]
    }

    package static var guardedFeatures: [GuardedFeature] {
        [
            GuardedFeature(
                .traitOutputs,
                articleForm: StyleVariant(
                    fix: "return the outputs as Observables of the relays, as the article does",
                    screen: .genres(ObservableOutputsGenresViewModel.screen),
                    replaces: ["Modules/StyleProtocols/Genres/GenresViewModel.swift"],
                    source: "Modules/Lab/ProtocolsLab/ObservableOutputsGenresViewModel.swift"))
        ]
    }
}
