import Foundation
import ReactiveCore
import Services

/// How scripted services behave: how long each call takes, which calls fail, and what they were
/// asked.
///
/// Calls are numbered from 1 in the order they are made (subscribed), across every method of
/// every service sharing the script. The latency of call `n` is `latencies[n - 1]` while there are latencies left,
/// then the last one; a call in `failingCalls` fails with ``ScriptedFailure``.
package final class ServiceScript: CallInterceptor {
    /// Where each call waits out its latency: the subscription to the answer is delayed there, and
    /// the answer then comes wherever the service sends it.
    package let scheduler: SchedulerType
    private let latencies: [RxTimeInterval]
    private let failingCalls: Set<Int>
    /// The calls so far, behind the core's pthread mutex (`LockedState`), which the thread
    /// sanitizer sees (it cannot see into `Mutex`'s futex): scripted answers come on other threads
    /// in `make test-tsan`'s situation 14.
    private let log = LockedState<[String]>([])

    /// A script that waits out `latencies` on `scheduler` (a `TestScheduler` keeps tests on virtual
    /// time) and fails `failingCalls`, as the type's overview says.
    package init(
        scheduler: SchedulerType, latencies: [RxTimeInterval] = [.milliseconds(0)], failingCalls: Set<Int> = []
    ) {
        self.scheduler = scheduler
        self.latencies = latencies.isEmpty ? [.milliseconds(0)] : latencies
        self.failingCalls = failingCalls
    }

    /// Every call made so far, in order, described as `method(argument)`.
    package var calls: [String] { log.withLock { $0 } }

    /// Answers a call: records it when subscribed, then after its latency subscribes to
    /// `answer` (so a read sees what was saved meanwhile), or fails with ``ScriptedFailure`` if the
    /// call is scripted to fail.
    package func intercept<Value>(_ call: String, _ answer: Single<Value>) -> Single<Value> {
        Single.deferred { [scheduler, latencies, failingCalls, log] in
            let number = log.withLock { calls in
                calls.append(call)
                return calls.count
            }
            let outcome =
                failingCalls.contains(number)
                ? Single.error(ScriptedFailure(call: number, callDescription: call)) : answer
            return outcome.delaySubscription(latencies[min(number, latencies.count) - 1], scheduler: scheduler)
        }
    }
}

/// The error a scripted service sends for a call scripted to fail.
package struct ScriptedFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The number of the call that failed.
    package let call: Int
    /// The call, as `method(argument)`.
    package let callDescription: String

    /// "The service failed (call 2: search(bea))."
    package var description: String { "The service failed (call \(call): \(callDescription))." }
}
