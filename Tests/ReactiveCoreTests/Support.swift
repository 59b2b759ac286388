import Dispatch
import ReactiveCore
import ReactiveTesting
import Testing

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

/// Waits for `semaphore` at most `seconds`, so that a regression fails the test instead of
/// hanging the whole run.
func waitFor(
    _ semaphore: DispatchSemaphore, seconds: Double = 10, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let result = semaphore.wait(timeout: .now() + seconds)
    try #require(result == .success, "nothing signalled within \(seconds) s", sourceLocation: sourceLocation)
}
