import Features
import ReactiveCore
import Services
import Synchronization

/// How many service calls a counted view made: shared by its catalog and its library
/// (`FeatureEnvironment.counted(by:)`; a terminal UI pane's status line).
package final class CallCounter: CallInterceptor, Sendable {
    private let count = Atomic<Int>(0)

    /// A counter at 0.
    package init() {}

    /// The calls counted so far.
    package var value: Int { count.load(ordering: .relaxed) }

    /// Counts a call when `answer` is subscribed, and does nothing else to it.
    package func intercept<Value>(_ call: String, _ answer: Single<Value>) -> Single<Value> {
        Single.deferred {
            self.count.add(1, ordering: .relaxed)
            return answer
        }
    }
}

extension FeatureEnvironment {
    /// The same services with their calls counted by `counter`, each when it is subscribed (the
    /// favorites are observed rather than called, and not counted); the answers are untouched.
    package func counted(by counter: CallCounter) -> FeatureEnvironment {
        intercepted(by: counter)
    }
}
