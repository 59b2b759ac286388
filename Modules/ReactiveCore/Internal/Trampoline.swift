/// Runs a step that may ask to run again from inside itself without growing the stack.
///
/// `concat`, `catch(sequence:)` and the retry operators subscribe the next source when the
/// previous one ends; when sources end synchronously, a direct call would recurse once per
/// source. Here a request made while the step runs is remembered and served by a loop.
///
/// The step runs without the lock, which only guards the flags: a step subscribes a source, and
/// a source may block on other locks meanwhile. A request from another thread while a step runs
/// returns at once and is served by the running thread's loop.
final class Trampoline {
    private struct State {
        var run: (() -> Void)?
        var isRunning = false
        var isPending = false
    }

    private let state = LockedState(State())

    /// The step; setting it to `nil` stops the loop after the current step.
    var run: (() -> Void)? {
        get { state.withLock { $0.run } }
        set { state.withLock { $0.run = newValue } }
    }

    func schedule() {
        var step = state.withLock { state -> (() -> Void)? in
            if state.isRunning {
                state.isPending = true
                return nil
            }
            state.isRunning = true
            return state.run
        }
        while let current = step {
            current()
            step = state.withLock { state -> (() -> Void)? in
                guard state.isPending, let run = state.run else {
                    state.isRunning = false
                    state.isPending = false
                    return nil
                }
                state.isPending = false
                return run
            }
        }
    }
}
