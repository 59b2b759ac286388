import ReactiveCore

/// Runs work at once, on the calling thread, with no queue.
///
/// What the binders a ``RecordingTap`` forwards to run on: the tap's own binder has already
/// delivered the value where the view wants it (the main thread in the terminal UI, the current
/// thread in a scripted run), so the view's binder runs inside it, as a call would. A view that
/// reacts to its own output (a palette that taps when shown) re-enters the style from there, as
/// it would from a UIKit control's binding; a trampoline would defer it instead.
package struct ImmediateScheduler: ImmediateSchedulerType {
    /// The scheduler.
    package init() {}

    /// Runs `action` now.
    package func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }
}
