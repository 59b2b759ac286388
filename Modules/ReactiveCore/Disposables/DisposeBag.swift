/// Disposes everything added to it when it is deallocated.
///
/// A view model or view owns a bag; replacing the bag (`bag = DisposeBag()`) disposes what the old
/// one held.
///
/// ```swift
/// viewModel.title
///     .subscribe(onNext: { print($0) })
///     .disposed(by: disposeBag)
/// ```
public final class DisposeBag: @unchecked Sendable {
    private let tracker = ResourceTracker()
    private let state = LockedState(State())

    private struct State {
        var disposables: [Disposable] = []
        var isDisposed = false
    }

    /// Creates an empty bag.
    public init() {}

    /// Adds a disposable; if the bag is already being deallocated, disposes it at once.
    public func insert(_ disposable: Disposable) {
        let added = state.withLock { state in
            guard !state.isDisposed else { return false }
            state.disposables.append(disposable)
            return true
        }
        if !added { disposable.dispose() }
    }

    deinit {
        let disposables = state.withLock { state in
            state.isDisposed = true
            return state.disposables
        }
        for disposable in disposables {
            disposable.dispose()
        }
    }
}

extension Disposable {
    /// Adds this disposable to `bag`, which disposes it when the bag is deallocated.
    ///
    /// - Parameter bag: The bag that owns the disposable from now on.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
