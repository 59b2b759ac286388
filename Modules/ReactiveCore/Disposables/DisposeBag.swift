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

    /// Creates a bag that holds `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// Creates a bag that holds `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// Creates a bag that holds the disposables `builder` lists, one per line.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds several disposables.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds several disposables.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }

    /// Adds the disposables `builder` lists, one per line.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

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

extension DisposeBag {
    /// ``DisposableBuilder`` under RxSwift's name for it, `DisposeBag.DisposableBuilder`.
    public typealias DisposableBuilder = ReactiveCore.DisposableBuilder
}
