import Observation

/// One-shot events a model sends its views (a navigation, a message): each view bound when an
/// event is sent shows it once, in the order sent, and a view bound later shows the events no view
/// has shown yet.
///
/// It is state the model keeps, as SwiftUI keeps the item a sheet presents: the model sends the
/// event, and a view that shows it takes it (`take(for:)`), as a sheet sets its item back to
/// `nil` once dismissed. Unlike an optional cleared by the first view that shows it, it reaches
/// every view bound at the time, and unlike a single latest value, two events sent in one turn of
/// the main actor (one observation's transaction) are two events: each view is a reader that
/// takes every event after the last one it took.
@MainActor @Observable
package final class Outbox<Value: Sendable> {
    /// The latest event, if any.
    package private(set) var latest: Value?
    /// The number of the latest event, counted from 1 (0 before the first): what views observe.
    package private(set) var number = 0
    /// The events a reader has not taken, or that no view has shown, oldest first.
    @ObservationIgnored private var kept: [(number: Int, value: Value)] = []
    /// The number of the latest event a view has shown (0 for none).
    @ObservationIgnored private var shown = 0
    /// Each bound view's reader: the number of the last event it took.
    @ObservationIgnored private var readers: [Int: Int] = [:]
    @ObservationIgnored private var nextReader = 0

    /// An outbox that has sent nothing.
    package init() {}

    /// Sends `value`.
    package func send(_ value: Value) {
        number += 1
        latest = value
        kept.append((number, value))
    }

    /// A view starts reading: it will take the events sent from now on and those no view has
    /// shown yet.
    ///
    /// - Returns: The view's reader, for `take(for:)` and `detach(_:)`.
    func attach() -> Int {
        defer { nextReader += 1 }
        readers[nextReader] = shown
        return nextReader
    }

    /// The events after the last one `reader` took, oldest first; they count as shown.
    func take(for reader: Int) -> [Value] {
        guard let last = readers[reader], last < number else { return [] }
        let events = kept.filter { $0.number > last }.map(\.value)
        readers[reader] = number
        shown = number
        trim()
        return events
    }

    /// The view stops reading.
    func detach(_ reader: Int) {
        readers[reader] = nil
        trim()
    }

    /// Forgets the events every reader has taken and some view has shown.
    private func trim() {
        let floor = min(readers.values.min() ?? shown, shown)
        kept.removeAll { $0.number <= floor }
    }
}
