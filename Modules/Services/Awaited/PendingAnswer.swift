import ReactiveCore

/// A subscription that a task's cancellation handler may end from any thread, once.
///
/// ReactiveCore's disposables may be disposed on any thread (RxSwift's contract), but the core, a
/// Swift 5 module like RxSwift, does not mark them `Sendable`: this box keeps its one subscription
/// behind the core's pthread mutex (`LockedState`, which the thread sanitizer sees), and so is.
final class PendingAnswer: Sendable {
    private struct State {
        var subscription: Disposable?
        var cancelled = false
        /// Whether the answer came: then a subscription held afterwards is not kept. An answer
        /// given while subscribing (a service that answers at once), or on another thread before
        /// `subscribe` returned, comes before ``hold(_:)``; kept, the subscription would hold the
        /// handlers that hold this box, a cycle that outlives the answer.
        var finished = false
    }

    private let state = LockedState(State())

    /// Keeps `subscription`, or disposes it at once if the answer was cancelled or came meanwhile.
    func hold(_ subscription: Disposable) {
        let keep = state.withLock { state in
            let keep = !state.cancelled && !state.finished
            if keep { state.subscription = subscription }
            return keep
        }
        if !keep { subscription.dispose() }
    }

    /// Disposes the subscription; one held later is disposed as it arrives.
    func cancel() {
        let held = state.withLock { state in
            defer {
                state.subscription = nil
                state.cancelled = true
            }
            return state.subscription
        }
        held?.dispose()
    }

    /// Forgets the subscription: the answer came.
    func finish() {
        state.withLock { state in
            state.subscription = nil
            state.finished = true
        }
    }
}
