/// Holds one disposable at a time: assigning a new one disposes the previous one.
///
/// After ``dispose()``, any disposable assigned is disposed at once.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    private let tracker = ResourceTracker()
    private let state = LockedState(State())

    private struct State {
        var current: Disposable?
        var isDisposed = false
    }

    /// Creates an empty serial disposable.
    public init() {}

    /// The current disposable; setting it disposes the one it replaces.
    public var disposable: Disposable {
        get { state.withLock { $0.current } ?? Disposables.create() }
        set {
            let (previous, rejected) = state.withLock { state -> (Disposable?, Bool) in
                if state.isDisposed { return (nil, true) }
                defer { state.current = newValue }
                return (state.current, false)
            }
            previous?.dispose()
            if rejected { newValue.dispose() }
        }
    }

    /// Stores the first subscription of an operator that may replace it while it is being made
    /// (`catch`, `ifEmpty(switchTo:)`: a source that ends while being subscribed starts its
    /// replacement before `run` returns). If a disposable is already here, the replacement, the
    /// first subscription has ended and is disposed at once instead of disposing the replacement.
    /// RxSwift puts a `SingleAssignmentDisposable` in first for this; this costs no object.
    func setFirst(_ first: Disposable) {
        let stored = state.withLock { state -> Bool in
            guard !state.isDisposed, state.current == nil else { return false }
            state.current = first
            return true
        }
        if !stored { first.dispose() }
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Disposes the current disposable and every later one.
    public func dispose() {
        let current = state.withLock { state -> Disposable? in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}
