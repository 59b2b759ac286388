/// Subscribes with `subscribe` and awaits the first outcome it reports; the later ones (the
/// dispose that follows every terminal event) are ignored.
///
/// It runs on `isolation`, the caller's actor unless one is passed: it subscribes there and
/// resumes there. Cancelling the awaiting task disposes the subscription, even one not made yet:
/// the subscription is then disposed as soon as it is made, and its `onDisposed` reports the
/// cancellation. The handlers `subscribe` is given hold the continuation only, never the
/// subscription, so an outcome reported while subscribing leaves no cycle behind.
func awaitOutcome<Outcome>(
    isolation: isolated (any Actor)? = #isolation,
    _ subscribe: (_ resume: @escaping (Result<Outcome, Swift.Error>) -> Void) -> Disposable
) async throws -> Outcome {
    let subscription = SingleAssignmentDisposable()
    return try await withTaskCancellationHandler {
        // Naming `isolation` here isolates this closure to it: a closure that did not capture it
        // would be nonisolated, and would subscribe on the global executor.
        try await withCheckedThrowingContinuation(isolation: isolation) { continuation in
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
