import Features
import Synchronization

// The style's work as the cost report counts it (debug builds): its tasks, and the observations
// of a model's state under way.

extension AsyncStyle {
    package static func liveWork() -> LiveWork {
        LiveWork(
            tasks: AsyncWork.tasks.load(ordering: .relaxed),
            observations: AsyncWork.observations.load(ordering: .relaxed))
    }
}

/// Counters of the style's live tasks and observations, kept in debug builds only.
enum AsyncWork {
    static let tasks = Atomic(0)
    static let observations = Atomic(0)

    /// Counts `counter` up by `change` (debug builds).
    static func count(_ counter: borrowing Atomic<Int>, _ change: Int) {
        #if DEBUG
            counter.add(change, ordering: .relaxed)
        #endif
    }
}
