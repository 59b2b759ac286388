import Domain
import Features
import ReactiveCore

/// The async/await style: each feature's model is a `@MainActor @Observable` class; intents are
/// its methods, effects are tasks it owns (cancelled by a newer intent and when the model goes; a
/// disappearing or rebuilt view leaves them running), and the view controller shows its state
/// through `Observations` from `viewDidLoad` on, starting the model's screen-long work as the
/// view appears and stopping it as the view disappears.
package enum AsyncStyle: BindingStyle {
    package static let id = "async"
    package static let name = "Async/await + Observation"
    package static let summary =
        "an @Observable model: intents are methods, effects are tasks it owns, the view observes its state"
}

extension Style {
    /// Async/await + Observation: an @Observable model: intents are methods, effects are tasks it owns, the view observes its state.
    package static let async = Style(AsyncStyle.self)
}
