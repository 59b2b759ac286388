import Observation

/// One-shot events a model sends its views (a navigation, a message): each view bound when an
/// event is sent shows it once, in the order sent, and a view bound later shows the latest event
/// no view has shown, and only that one.
///
/// It is state the model keeps, as SwiftUI keeps the item a sheet presents and Point-Free's
/// navigation keeps an optional destination: the model sends the event, and a view that shows it
/// takes it (`take(for:)`), as a sheet sets its item back to `nil` once dismissed. Like such an
/// optional, it holds one event for a view not yet bound (the latest: what a deep link last asked
/// for while the screen was being built), so a view bound long after is not shown each event
/// that piled up meanwhile (pitfall 16). Unlike an optional cleared by the first view that shows
/// it, it reaches every view bound at the time, and two events sent in one turn of the main actor
/// (one observation's transaction) are two events: each bound view is a reader that takes every
/// event after the last one it took.
@MainActor @Observable
package final class Outbox<Value: Sendable> {
    /// The latest event, if any.
    package private(set) var latest: Value?
    /// The number of the latest event, counted from 1 (0 before the first): what views observe.
    package private(set) var number = 0
    /// The events a reader has not taken, oldest first, and the latest that no view has shown.
    @ObservationIgnored private var kept: [(number: Int, value: Value)] = []
    /// The number of the latest event a view has shown (0 for none).
    @ObservationIgnored private var shown = 0
    /// Each bound view's reader: the number of the last event it took.
    @ObservationIgnored private var readers: [Int: Int] = [:]
    @ObservationIgnored private var nextReader = 0

    /// An outbox that has sent nothing.
    package init() {}

    /// Sends `value`. With no view reading, it replaces the event no view has shown yet: a view
    /// bound later shows the latest only.
    package func send(_ value: Value) {
        number += 1
        latest = value
        if readers.isEmpty { kept.removeAll() }
        kept.append((number, value))
    }

    /// A view starts reading: it will take the events sent from now on and the latest one no view
    /// has shown yet.
    ///
    /// - Returns: The view's reader, for `take(for:)` and `detach(_:)`.
    func attach() -> Int {
        defer { nextReader += 1 }
        readers[nextReader] = max(shown, number - 1)
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
