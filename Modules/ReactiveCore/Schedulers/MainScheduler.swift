import Dispatch
import Foundation

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

    // A lock rather than `Atomic`: with cross-module optimization, Swift 6.3's optimizer crashes
    // (CopyPropagation, "Found outside of lifetime use") on this subclass's deinit when a client
    // module references `MainScheduler` and it holds an `Atomic`.
    private let enqueued = LockedState(0)

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
        let previous = enqueued.withLock { count in
            defer { count += 1 }
            return count
        }
        if Thread.isMainThread && previous == 0 {
            let disposable = action(state)
            enqueued.withLock { $0 -= 1 }
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        DispatchQueue.main.async { [self] in
            if !cancel.isDisposed {
                cancel.setDisposable(action(state))
            }
            enqueued.withLock { $0 -= 1 }
        }
        return cancel
    }
}
