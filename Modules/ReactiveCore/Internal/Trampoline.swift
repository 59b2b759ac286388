/// Runs a step that may ask to run again from inside itself without growing the stack.
///
/// `concat`, `catch(sequence:)` and the retry operators subscribe the next source when the
/// previous one ends; when sources end synchronously, a direct call would recurse once per
/// source. Here a request made while the step runs is remembered and served by a loop.
final class Trampoline {
    var run: (() -> Void)?
    private var isRunning = false
    private var isPending = false
    private let lock = RecursiveLock()

    func schedule() {
        lock.performLocked {
            if isRunning {
                isPending = true
                return
            }
            isRunning = true
            repeat {
                isPending = false
                run?()
            } while isPending
            isRunning = false
        }
    }
}
