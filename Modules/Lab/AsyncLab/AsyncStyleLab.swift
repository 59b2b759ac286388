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

    // No variants: the greeting, the one feature a variant was written for (kept as state, to show
    // it again to a rebuilt view), is a one-shot event, and its main code is right in every row
    // that scores it by its kind; the variant also greeted the same name validated twice only once.

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
