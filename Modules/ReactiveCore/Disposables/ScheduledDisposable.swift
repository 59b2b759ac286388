/// A disposable whose disposal runs on a scheduler: disposing it schedules the underlying
/// disposable's disposal there (as `subscribe(on:)` and `observe(on:)` need, to end work on the
/// thread it started on).
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    private let tracker = ResourceTracker()
    private let state: LockedState<(disposable: Disposable?, isDisposed: Bool)>

    /// Where the underlying disposable is disposed.
    public let scheduler: ImmediateSchedulerType

    /// A disposable that disposes `disposable` on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        state = LockedState((disposable, false))
    }

    /// Whether the underlying disposable has been disposed (on the scheduler).
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Schedules the disposal of the underlying disposable on ``scheduler``.
    public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            scheduled.disposeInner()
            return Disposables.create()
        }
    }

    private func disposeInner() {
        let disposable = state.withLock { state -> Disposable? in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.disposable = nil }
            return state.disposable
        }
        disposable?.dispose()
    }
}
