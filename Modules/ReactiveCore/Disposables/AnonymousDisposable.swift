import Synchronization

/// Runs an action once, on the first dispose.
final class AnonymousDisposable: Cancelable {
    private let tracker = ResourceTracker()
    private let action: Mutex<(() -> Void)?>

    init(_ action: @escaping () -> Void) {
        self.action = Mutex(action)
    }

    var isDisposed: Bool { action.withLock { $0 == nil } }

    func dispose() {
        let action = action.withLock { action in
            defer { action = nil }
            return action
        }
        action?()
    }
}
