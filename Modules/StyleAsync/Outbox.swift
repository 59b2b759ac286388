import Observation

/// A one-shot event a model sends its views (a navigation, a message): each view bound when it is
/// sent shows it once, and a view bound later shows it only if no view has shown it yet.
///
/// It is state the model keeps, as SwiftUI keeps the item a sheet presents: the model sends the
/// event, and a view that shows it says so (``markShown(_:)``), as a sheet sets its item back to
/// `nil` once dismissed. Unlike an optional cleared by the first view that shows it, it reaches
/// every view bound at the time: each remembers the number of the last event it showed.
@MainActor @Observable
package final class Outbox<Value: Sendable> {
    /// The latest event, if any.
    package private(set) var latest: Value?
    /// The number of the latest event, counted from 1 (0 before the first).
    package private(set) var number = 0
    /// The number of the latest event a view has shown (0 for none).
    package private(set) var shown = 0

    /// An outbox that has sent nothing.
    package init() {}

    /// Sends `value`.
    package func send(_ value: Value) {
        latest = value
        number += 1
    }

    /// A view has shown the event numbered `number`.
    package func markShown(_ number: Int) {
        shown = max(shown, number)
    }
}
