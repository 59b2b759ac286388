import Domain
import Features
import Lab
import ReactiveCore
import StyleAsync

/// What the pitfall lab and the cost report need of the Async style: its cost notes, its library
/// for a view with no error label, and its variants.
package enum AsyncStyleLab: StyleLab {
    package static let style = Style.async
    package static let costNotes = CostNotes(
        longerCode: "every effect spells out its task (started, kept, replaced, cancelled), one-shot events need "
            + "a type of their own, and the reactive view contracts need a small bridge to Observations",
        shorterCode: "state is plain stored properties and intents plain methods: no relay, no operator chain",
        moreAtRunTime: "every effect and every observed output is a task, and each change goes through the "
            + "observation registrar before a task reads it again",
        lessAtRunTime: "an intent is a method call; nothing runs for state no view observes")

    @MainActor
    package static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        AsyncStyle.library(environment: environment, showingErrors: false)
    }

    package static var variants: [StyleVariant] {
        [
            StyleVariant(
                fix: "bind the greeting as state the model keeps, not as an event the view clears",
                screen: .greeting(AsyncStyle.makeKeptGreeting),
                replaces: ["Modules/StyleAsync/Greeting/GreetingViewController.swift"],
                source: "Modules/Lab/AsyncLab/KeptGreetingBinding.swift",
                // The greeting as state shows the same greeting once, however often it is validated.
                breaks: ["a blank name is explained and every validation answers"])
        ]
    }

    package static var guardedFeatures: [GuardedFeature] {
        [
            GuardedFeature(
                .leaveWithTheLastBinding,
                articleForm: StyleVariant(
                    fix: "let the model's tasks run when the last view goes (no leave())",
                    screen: .library(AsyncStyle.makeStayingLibrary),
                    replaces: ["Modules/StyleAsync/Library/LibraryViewController.swift"],
                    source: "Modules/Lab/AsyncLab/StayingModelScreens.swift")),
            GuardedFeature(
                .leaveWithTheLastBinding,
                articleForm: StyleVariant(
                    fix: "let the model's tasks run when the last view goes (no leave())",
                    screen: .editor(AsyncStyle.makeStayingEditor),
                    replaces: ["Modules/StyleAsync/Editor/EditorViewController.swift"],
                    source: "Modules/Lab/AsyncLab/StayingModelScreens.swift")),
        ]
    }
}
