/// Runs an action once, on the first dispose.
final class AnonymousDisposable: Cancelable {
    private let tracker = ResourceTracker()
    private let action: LockedState<(() -> Void)?>

    init(_ action: @escaping () -> Void) {
        self.action = LockedState(action)
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
