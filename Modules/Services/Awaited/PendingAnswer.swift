import Foundation
import ReactiveCore

/// A subscription that a task's cancellation handler may end from any thread, once.
///
/// ReactiveCore's disposables may be disposed on any thread (RxSwift's contract), but the core, a
/// Swift 5 module like RxSwift, does not mark them `Sendable`: this box, which guards its one
/// subscription with a lock, says so for it.
final class PendingAnswer: @unchecked Sendable {
    private let lock = NSLock()
    private var subscription: Disposable?
    private var cancelled = false
    /// Whether the answer came: then a subscription held afterwards is not kept. An answer given
    /// while subscribing (a service that answers at once), or on another thread before
    /// `subscribe` returned, comes before ``hold(_:)``; kept, the subscription would hold the
    /// handlers that hold this box, a cycle that outlives the answer.
    private var finished = false

    /// Holds `subscription` until ``cancel()`` or ``finish()``.
    init(_ subscription: Disposable? = nil) {
        self.subscription = subscription
    }

    /// Keeps `subscription`, or disposes it at once if the answer was cancelled or came meanwhile.
    func hold(_ subscription: Disposable) {
        let keep = lock.withLock {
            let keep = !cancelled && !finished
            if keep { self.subscription = subscription }
            return keep
        }
        if !keep { subscription.dispose() }
    }

    /// Disposes the subscription; one held later is disposed as it arrives.
    func cancel() {
        let held = lock.withLock {
            defer {
                subscription = nil
                cancelled = true
            }
            return subscription
        }
        held?.dispose()
    }

    /// Forgets the subscription: the answer came.
    func finish() {
        lock.withLock {
            subscription = nil
            finished = true
        }
    }
}
