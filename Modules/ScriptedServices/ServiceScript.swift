import Foundation
import ReactiveCore

/// How scripted services behave: how long each call takes, which calls fail, and what they were
/// asked.
///
/// Calls are numbered from 1 in the order they are made (subscribed), across every method of
/// every service sharing the script. The latency of call `n` is `latencies[n - 1]` while there are latencies left,
/// then the last one; a call in `failingCalls` fails with ``ScriptedFailure``.
package final class ServiceScript {
    /// The scheduler answers are delivered on, after their latency.
    package let scheduler: SchedulerType
    /// Guarded by the core's pthread mutex (`LockedState`), which the thread sanitizer sees (it cannot see into
    /// `Mutex`'s futex): scripted answers come on other threads in `make test-tsan`'s situation 14.
    private let state: LockedState<State>

    private struct State {
        var latencies: [RxTimeInterval]
        var failingCalls: Set<Int>
        var calls: [String] = []
    }

    /// A script.
    ///
    /// - Parameters:
    ///   - scheduler: Where answers are delivered; a `TestScheduler` keeps tests on virtual time.
    ///   - latencies: The latency of each call in turn; the last one applies to later calls.
    ///   - failingCalls: The numbers of the calls that fail.
    package init(
        scheduler: SchedulerType, latencies: [RxTimeInterval] = [.milliseconds(0)], failingCalls: Set<Int> = []
    ) {
        self.scheduler = scheduler
        state = LockedState(
            State(latencies: latencies.isEmpty ? [.milliseconds(0)] : latencies, failingCalls: failingCalls))
    }

    /// Every call made so far, in order, described as `method(argument)`.
    package var calls: [String] { state.withLock { $0.calls } }

    /// How many calls were made.
    package var callCount: Int { calls.count }

    /// Makes call `n` fail from now on.
    package func fail(call number: Int) {
        state.withLock { _ = $0.failingCalls.insert(number) }
    }

    /// Answers a call: records it when subscribed, then after its latency subscribes to
    /// `answer` (so a read sees what was saved meanwhile), or fails with ``ScriptedFailure`` if the
    /// call is scripted to fail.
    package func respond<Value>(_ call: String, _ answer: Single<Value>) -> Single<Value> {
        let scheduler = self.scheduler
        return Single.deferred {
            let (number, latency, fails) = self.state.withLock { state in
                state.calls.append(call)
                let number = state.calls.count
                let latency = state.latencies[min(number, state.latencies.count) - 1]
                return (number, latency, state.failingCalls.contains(number))
            }
            let outcome = fails ? Single.error(ScriptedFailure(call: number, description: call)) : answer
            return outcome.delaySubscription(latency, scheduler: scheduler)
        }
    }
}

/// The error a scripted service sends for a call scripted to fail.
package struct ScriptedFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The number of the call that failed.
    package let call: Int
    /// The call, as `method(argument)`.
    package let callDescription: String

    init(call: Int, description: String) {
        self.call = call
        callDescription = description
    }

    /// "The service failed (call 2: search(bea))."
    package var description: String { "The service failed (call \(call): \(callDescription))." }
}
