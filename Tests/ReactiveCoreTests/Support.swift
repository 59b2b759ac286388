import Dispatch
import Foundation
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
/// hanging the whole run. The bound is generous: under the thread sanitizer at a load average of
/// 10 to 14, tests that do nothing but virtual time took 131 s of wall time in one run, and a
/// test of a 2 ms `delay` missed a 10 s bound there.
func waitFor(
    _ semaphore: DispatchSemaphore, seconds: Double = 60, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let result = semaphore.wait(timeout: .now() + seconds)
    try #require(result == .success, "nothing signalled within \(seconds) s", sourceLocation: sourceLocation)
}

/// Tests that change the error hooks take turns through this lock.
private let errorHookLock = NSLock()

/// Runs `body`, which may change ``Hooks/defaultErrorHandler``,
/// ``Hooks/recordCallStackOnError`` and ``Hooks/customCaptureSubscriptionCallstack``, then puts
/// all three back. The hooks are process-wide: other suites run meanwhile (their unhandled errors
/// may reach a handler `body` installs, so a handler should pick out its own errors), and tests
/// that change the hooks take turns.
func withErrorHooks(_ body: () throws -> Void) rethrows {
    errorHookLock.lock()
    defer { errorHookLock.unlock() }
    let saved = (Hooks.defaultErrorHandler, Hooks.recordCallStackOnError, Hooks.customCaptureSubscriptionCallstack)
    defer {
        (Hooks.defaultErrorHandler, Hooks.recordCallStackOnError, Hooks.customCaptureSubscriptionCallstack) = saved
    }
    try body()
}

/// Tests that replace ``Hooks/synchronizationAnomalyHandler`` take turns through this lock.
private let anomalyHookLock = NSLock()

/// Runs `body` with ``Hooks/synchronizationAnomalyHandler`` replaced by one that records the
/// anomalies reported on the calling thread (other suites run meanwhile and may have their own),
/// or on any thread when `fromAnyThread`; then puts the previous handler back. Debug builds only
/// report anomalies, so in a release build the result is empty.
func capturingAnomalies(
    fromAnyThread: Bool = false, _ body: () throws -> Void
) rethrows -> [Hooks.SynchronizationAnomaly] {
    anomalyHookLock.lock()
    defer { anomalyHookLock.unlock() }
    let saved = Hooks.synchronizationAnomalyHandler
    defer { Hooks.synchronizationAnomalyHandler = saved }
    let thread = ObjectIdentifier(Thread.current)
    let anomalies = AnomalyLog()
    Hooks.synchronizationAnomalyHandler = { anomaly in
        if fromAnyThread || ObjectIdentifier(Thread.current) == thread { anomalies.append(anomaly) }
    }
    try body()
    return anomalies.anomalies
}

/// The anomalies a handler received, behind a lock (they may come from any thread).
final class AnomalyLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Hooks.SynchronizationAnomaly] = []

    func append(_ anomaly: Hooks.SynchronizationAnomaly) {
        lock.withLock { recorded.append(anomaly) }
    }

    var anomalies: [Hooks.SynchronizationAnomaly] { lock.withLock { recorded } }
}
