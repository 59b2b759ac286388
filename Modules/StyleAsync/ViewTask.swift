import ReactiveCore

extension Task where Success == Void, Failure == Never {
    /// Starts `work` as view work: on the view actor, with ``ViewExecutor`` as its task executor
    /// (a plain `Task { }` would run its nonisolated steps, a clock's sleep or a service's answer,
    /// on the global concurrent executor, off virtual time), and counted as a live resource until
    /// it ends, as ReactiveCore counts a subscription.
    ///
    /// The caller owns the task: it keeps it, cancels it when a newer intent replaces its work,
    /// and when the screen is left.
    @discardableResult
    package static func view(_ work: @escaping @ViewActor () async -> Void) -> Task<Void, Never> {
        Resources.incrementTotal()
        AsyncWork.count(AsyncWork.tasks, 1)
        // Made as view work, so that its first step waits until `Task.init` has returned.
        return ViewExecutor.shared.drive {
            Task(executorPreference: ViewExecutor.shared) {
                await work()
                AsyncWork.count(AsyncWork.tasks, -1)
                Resources.decrementTotal()
            }
        }
    }

    /// Cancels the task as view work: what its cancellation resumes runs once `cancel` has
    /// returned, never inside it (the runtime holds the task's status lock while it cancels).
    package func cancelAsViewWork() {
        ViewExecutor.shared.drive { cancel() }
    }
}
