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

    private let enqueued = Atomic<Int>(0)

    /// Creates a main scheduler; ``instance`` is usually what you want.
    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// Whether the caller runs on the main thread.
    public static var isMainThread: Bool { Thread.isMainThread }

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
        let previous = enqueued.add(1, ordering: .acquiringAndReleasing).oldValue
        if Thread.isMainThread && previous == 0 {
            let disposable = action(state)
            enqueued.subtract(1, ordering: .releasing)
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        DispatchQueue.main.async { [self] in
            if !cancel.isDisposed {
                cancel.setDisposable(action(state))
            }
            enqueued.subtract(1, ordering: .releasing)
        }
        return cancel
    }
}
