/// A disposable that disposes its underlying disposable only once it has been disposed itself and
/// every disposable handed out by ``retain()`` has been disposed too.
///
/// ```swift
/// let shared = RefCountDisposable(disposable: connection)
/// let first = shared.retain()
/// shared.dispose()   // the connection stays: `first` still holds it
/// first.dispose()    // now the connection is disposed
/// ```
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    private let tracker = ResourceTracker()
    private let state: LockedState<State>

    private struct State {
        var disposable: Disposable?
        var isPrimaryDisposed = false
        var count = 0
    }

    /// A disposable that shares `disposable` among the holders of ``retain()``.
    public init(disposable: Disposable) {
        state = LockedState(State(disposable: disposable))
    }

    /// Whether the underlying disposable has been disposed.
    public var isDisposed: Bool { state.withLock { $0.disposable == nil } }

    /// A holder of the underlying disposable, released when it is disposed; once the underlying
    /// disposable is gone, a disposable that does nothing.
    public func retain() -> Disposable {
        let retained = state.withLock { state -> Bool in
            guard state.disposable != nil else { return false }
            state.count += 1
            return true
        }
        guard retained else { return Disposables.create() }
        let released = BooleanDisposable()
        return Disposables.create { [self] in
            guard !released.isDisposed else { return }
            released.dispose()
            release()
        }
    }

    /// Disposes this holder: the underlying disposable goes when no retained holder is left.
    public func dispose() {
        let disposable = state.withLock { state -> Disposable? in
            guard let disposable = state.disposable, !state.isPrimaryDisposed else { return nil }
            state.isPrimaryDisposed = true
            guard state.count == 0 else { return nil }
            state.disposable = nil
            return disposable
        }
        disposable?.dispose()
    }

    private func release() {
        let disposable = state.withLock { state -> Disposable? in
            guard let disposable = state.disposable else { return nil }
            state.count -= 1
            guard state.isPrimaryDisposed, state.count == 0 else { return nil }
            state.disposable = nil
            return disposable
        }
        disposable?.dispose()
    }
}
