import Synchronization

/// A disposable whose underlying disposable is assigned exactly once, possibly after it was
/// disposed (in which case the assigned one is disposed at once).
///
/// As RxSwift's, it settles the race between assignment and disposal with one atomic state
/// rather than a lock: a lock here was a second allocation and a mutex made and destroyed for
/// every shared connection and every subscription that uses one.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    private let tracker = ResourceTracker()
    private let state = Atomic<UInt8>(0)
    /// Written once by ``setDisposable(_:)`` and taken once by whichever of it and ``dispose()``
    /// sees the other's bit; the handshake on `state` orders the two.
    @exclusivity(unchecked) private var disposable = DisposableSlot()

    private static var disposedBit: UInt8 { 1 }
    private static var assignedBit: UInt8 { 2 }

    /// Creates an unassigned disposable.
    public init() {}

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedBit != 0 }

    /// Assigns the underlying disposable. Assigning twice is a programming error.
    ///
    /// - Parameter disposable: The disposable to own.
    public func setDisposable(_ disposable: Disposable) {
        if isDisposed {
            precondition(
                state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue & Self.assignedBit == 0,
                "SingleAssignmentDisposable was assigned twice")
            disposable.dispose()
            return
        }
        self.disposable.store(disposable)
        let previous = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
        precondition(previous & Self.assignedBit == 0, "SingleAssignmentDisposable was assigned twice")
        if previous & Self.disposedBit != 0 {
            self.disposable.take().dispose()
        }
    }

    /// Disposes the underlying disposable, now or when it is assigned.
    public func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0 else { return }
        if previous & Self.assignedBit != 0 {
            disposable.take().dispose()
        }
    }
}
