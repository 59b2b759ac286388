import ReactiveCore

extension PrimitiveSequence where Trait == SingleTrait, Element: Sendable {
    /// The single's element, awaited on the caller's actor: subscribes there, and resumes there
    /// with the element or the error. Cancelling the task disposes the subscription and throws
    /// `CancellationError`.
    ///
    /// ReactiveCore's `value` is nonisolated (as RxSwift's), so a main-actor caller would have to
    /// send it a single it does not own; this one stays where it is called.
    func answer(isolation: isolated (any Actor)? = #isolation) async throws -> Element {
        let pending = PendingAnswer()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation(isolation: isolation) { continuation in
                let outcome = Outcome(continuation)
                let subscription = subscribe(
                    onSuccess: { element in
                        pending.finish()
                        outcome.resume(with: .success(element))
                    },
                    onFailure: { error in
                        pending.finish()
                        outcome.resume(with: .failure(error))
                    },
                    onDisposed: { outcome.resume(with: .failure(CancellationError())) })
                pending.hold(subscription)
            }
        } onCancel: {
            pending.cancel()
        }
    }
}

/// A continuation resumed by the first outcome: the answer, or the subscription's disposal
/// (which a cancellation may cause on another thread), behind the core's pthread mutex
/// (`LockedState`, which the thread sanitizer sees; it cannot see into `Mutex`'s futex).
private final class Outcome<Element: Sendable>: Sendable {
    private let continuation: LockedState<CheckedContinuation<Element, Error>?>

    init(_ continuation: CheckedContinuation<Element, Error>) {
        self.continuation = LockedState(continuation)
    }

    func resume(with result: sending Result<Element, Error>) {
        let waiting = continuation.withLock { continuation in
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(with: result)
    }
}
