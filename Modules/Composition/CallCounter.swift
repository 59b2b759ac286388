import ReactiveCore
import Synchronization

/// How many service calls a counted view made: shared by its catalog and its library.
final class CallCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// The calls counted so far.
    var value: Int { count.load(ordering: .relaxed) }

    /// Counts a call when `answer` is subscribed, and does nothing else to it.
    func counting<Value>(_ answer: Single<Value>) -> Single<Value> {
        Single.deferred {
            self.count.add(1, ordering: .relaxed)
            return answer
        }
    }
}
