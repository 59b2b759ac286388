/// Subscribes with `subscribe` and awaits the first outcome it reports; the later ones (the
/// dispose that follows every terminal event) are ignored.
///
/// Cancelling the awaiting task disposes the subscription, even one not made yet: the
/// subscription is then disposed as soon as it is made, and its `onDisposed` reports the
/// cancellation.
func awaitOutcome<Outcome>(
    _ subscribe: (_ resume: @escaping (Result<Outcome, Swift.Error>) -> Void) -> Disposable
) async throws -> Outcome {
    let subscription = SingleAssignmentDisposable()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            let pending = LockedState<CheckedContinuation<Outcome, Swift.Error>?>(continuation)
            subscription.setDisposable(
                subscribe { outcome in
                    let waiting = pending.withLock { waiting in
                        defer { waiting = nil }
                        return waiting
                    }
                    waiting?.resume(with: outcome)
                })
        }
    } onCancel: {
        subscription.dispose()
    }
}
