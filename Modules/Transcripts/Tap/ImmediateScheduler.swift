import ReactiveCore

/// Runs work at once, on the calling thread, with no queue.
///
/// What the scripted views' and the probes' binders run on: a ``RecordingTap``'s own binder has
/// already delivered the value where the run wants it (its recorder's delivery: the current
/// thread's trampoline in a scripted run, a service's thread or the main thread in a probe that
/// watches threads), so the harness view shows it there, as a call would, and a view that reacts
/// to its own output (a palette that taps when shown) re-enters the style from there; on the
/// trampoline it would wait until the tap's binder returned. The terminal UI's views need none:
/// they bind as RxCocoa's views do (`Binder(self) { … }`, a new `MainScheduler()` per binder,
/// which runs at once on the main thread even inside the tap's main-scheduled delivery, its count
/// of queued work being its own).
package struct ImmediateScheduler: ImmediateSchedulerType {
    /// The scheduler.
    package init() {}

    /// Runs `action` now.
    package func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }
}
