import ReactiveCore

/// The main queue, as a view of the probes enqueues work on it: `DispatchQueue.main` in an app,
/// which runs the work once what runs now has returned; in a probe on virtual time, the run's
/// clock, which does the same when the probe plays it.
struct MainQueue {
    /// The scheduler the work is enqueued on.
    let scheduler: ImmediateSchedulerType

    /// Enqueues `work`, as `DispatchQueue.main.async(execute:)` does.
    func async(_ work: @escaping () -> Void) {
        _ = scheduler.schedule(()) { _ in
            work()
            return Disposables.create()
        }
    }
}
