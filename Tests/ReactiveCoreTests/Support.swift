import ReactiveCore
import ReactiveTesting

/// Errors the tests send and expect.
enum TestError: Error, Equatable {
    case boom
    case other
}

/// Collects what a subscription receives, for tests that subscribe without a scheduler.
final class EventLog<Element> {
    private(set) var events: [Event<Element>] = []

    func record(_ event: Event<Element>) {
        events.append(event)
    }

    var elements: [Element] { events.compactMap(\.element) }
}
