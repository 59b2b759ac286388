/// A disposable whose underlying disposable is assigned exactly once, possibly after it was
/// disposed (in which case the assigned one is disposed at once).
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    private let tracker = ResourceTracker()
    private let state = LockedState(State())

    private struct State {
        var disposable: Disposable?
        var isAssigned = false
        var isDisposed = false
    }

    /// Creates an unassigned disposable.
    public init() {}

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Assigns the underlying disposable. Assigning twice is a programming error.
    ///
    /// - Parameter disposable: The disposable to own.
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            precondition(!state.isAssigned, "SingleAssignmentDisposable was assigned twice")
            state.isAssigned = true
            if state.isDisposed { return true }
            state.disposable = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Disposes the underlying disposable, now or when it is assigned.
    public func dispose() {
        let disposable = state.withLock { state -> Disposable? in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.disposable = nil }
            return state.disposable
        }
        disposable?.dispose()
    }
}
