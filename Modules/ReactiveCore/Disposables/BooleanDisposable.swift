import Synchronization

/// A disposable that only records whether it was disposed.
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
    private let tracker = ResourceTracker()
    private let disposed: Atomic<Bool>

    /// Creates a disposable, optionally already disposed.
    public init(isDisposed: Bool = false) {
        disposed = Atomic(isDisposed)
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Marks the disposable as disposed.
    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
