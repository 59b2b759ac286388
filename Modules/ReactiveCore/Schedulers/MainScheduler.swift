import Dispatch
import Foundation
import Synchronization

/// Runs work on the main thread, through the main dispatch queue.
///
/// Called on the main thread with nothing queued, it runs work at once; otherwise it queues it on
/// `DispatchQueue.main`. On Linux nothing drains the main queue by itself: a program that uses the
/// main scheduler hands its main thread to Dispatch with `dispatchMain()` (which never returns),
/// or runs `RunLoop.main` (`RunLoop.main.run(until:)`) in its event loop. A terminal UI that polls
/// for keys does the latter between polls.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    /// The shared instance, which runs work at once when already on the main thread.
    public static let instance = MainScheduler()

    /// A shared instance that always queues work, even on the main thread.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// How many actions are queued or running: work runs at once only on the main thread with
    /// none. An atomic counter, as RxSwift's `numberEnqueued`, in an object of its own: with
    /// cross-module optimization, Swift 6.3's optimizer crashes (CopyPropagation, "Found outside
    /// of lifetime use") on this subclass's deinit when a client module references
    /// `MainScheduler` and the subclass holds an `Atomic` itself.
    private let enqueued = EnqueuedCount()

    /// Creates a main scheduler; ``instance`` is usually what you want.
    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// Whether the caller runs on the main thread.
    public static var isMainThread: Bool { Thread.isMainThread }

    /// Traps in debug builds when called off the main thread: the main scheduler's thread.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        ensureRunningOnMainThread(errorMessage: errorMessage)
    }

    /// Traps in debug builds when called off the main thread.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        #if DEBUG
            if !Thread.isMainThread {
                preconditionFailure(errorMessage ?? "Running on a background thread instead of the main thread")
            }
        #endif
    }

    override func scheduleInternal<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    )
        -> Disposable
    {
        let previous = enqueued.increment()
        if previous == 0 && Thread.isMainThread {
            let disposable = action(state)
            enqueued.decrement()
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        DispatchQueue.main.async { [self] in
            if !cancel.isDisposed {
                cancel.setDisposable(action(state))
            }
            enqueued.decrement()
        }
        return cancel
    }

    /// Runs `body` at once if ``scheduleInternal(_:action:)`` would (on the main thread, nothing
    /// queued) and returns `true`; otherwise returns `false` and the caller schedules it.
    ///
    /// What `observe(on:)` and a `Binder` do with every event on the main thread, without
    /// making the escaping closure (for a `Binder`, an allocation per element) that scheduling
    /// needs. Only the main thread decrements the count, so one that finds work queued and
    /// backs out cannot make the scheduling that follows run out of order.
    @inline(__always)
    func runIfIdleOnMainThread(_ body: () -> Void) -> Bool {
        guard Thread.isMainThread else { return false }
        let previous = enqueued.increment()
        if previous == 0 {
            body()
        }
        enqueued.decrement()
        return previous == 0
    }
}

/// The number of actions a ``MainScheduler`` has queued or is running.
private final class EnqueuedCount: Sendable {
    private let count = Atomic<Int>(0)

    /// Counts one more; returns the count before.
    func increment() -> Int {
        count.add(1, ordering: .acquiringAndReleasing).oldValue
    }

    func decrement() {
        count.subtract(1, ordering: .acquiringAndReleasing)
    }
}
