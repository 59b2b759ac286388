/// A unit of scheduled work that can be cancelled before it runs; once it has run, disposing it
/// disposes what the work returned.
///
/// Disposing it before it runs releases the work (and what it captures) at once, even though
/// the item itself may wait in its scheduler's queue until its time comes.
final class ScheduledItem: Cancelable {
    private let action: LockedState<(() -> Disposable)?>
    private let result = SingleAssignmentDisposable()

    init(_ action: @escaping () -> Disposable) {
        self.action = LockedState(action)
    }

    var isDisposed: Bool { result.isDisposed }

    func invoke() {
        guard !result.isDisposed, let action = take() else { return }
        result.setDisposable(action())
    }

    func dispose() {
        result.dispose()
        _ = take()
    }

    private func take() -> (() -> Disposable)? {
        action.withLock { action in
            defer { action = nil }
            return action
        }
    }
}
