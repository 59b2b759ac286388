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
