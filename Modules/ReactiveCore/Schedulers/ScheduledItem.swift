/// A unit of scheduled work that can be cancelled before it runs; once it has run, disposing it
/// disposes what the work returned.
final class ScheduledItem: Cancelable {
    private var action: (() -> Disposable)?
    private let result = SingleAssignmentDisposable()

    init(_ action: @escaping () -> Disposable) {
        self.action = action
    }

    var isDisposed: Bool { result.isDisposed }

    func invoke() {
        guard !result.isDisposed, let action else { return }
        self.action = nil
        result.setDisposable(action())
    }

    func dispose() {
        result.dispose()
    }
}
