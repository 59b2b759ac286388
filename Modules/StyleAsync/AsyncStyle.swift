import Domain
import Features
import ReactiveCore

/// The async/await style: each feature's model is a `@MainActor @Observable` class; intents are
/// its methods, effects are tasks it owns (cancelled by a newer intent and when the screen is
/// left), and the view shows its state through `Observations`. A model is made first and its
/// intents and state are bound on their own (`Screen.Shape.separate`).
package enum AsyncStyle: BindingStyle {
    package static let id = "async"
    package static let name = "Async/await + Observation"
    package static let summary =
        "an @Observable model: intents are methods, effects are tasks it owns, the view observes its state"
    package static let costNotes = CostNotes(
        longerCode: "every effect spells out its task (started, kept, replaced, cancelled), one-shot events need "
            + "a type of their own, and the reactive view contracts need a small bridge to Observations",
        shorterCode: "state is plain stored properties and intents plain methods: no relay, no operator chain",
        moreAtRunTime: "every effect and every observed output is a task, and each change goes through the "
            + "observation registrar before a task reads it again",
        lessAtRunTime: "an intent is a method call; nothing runs for state no view observes")
}

extension Style {
    /// Async/await + Observation: an @Observable model: intents are methods, effects are tasks it owns, the view observes its state.
    package static let async = Style(AsyncStyle.self)
}
