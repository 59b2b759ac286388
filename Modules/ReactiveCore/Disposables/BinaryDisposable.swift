/// Disposes two disposables once.
final class BinaryDisposable: Cancelable {
    private let tracker = ResourceTracker()
    private let disposables: LockedState<(Disposable, Disposable)?>

    init(_ disposable1: Disposable, _ disposable2: Disposable) {
        disposables = LockedState((disposable1, disposable2))
    }

    var isDisposed: Bool { disposables.withLock { $0 == nil } }

    func dispose() {
        let pair = disposables.withLock { pair in
            defer { pair = nil }
            return pair
        }
        pair?.0.dispose()
        pair?.1.dispose()
    }
}
