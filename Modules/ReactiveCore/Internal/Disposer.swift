import Synchronization

/// Owns one upstream subscription and ends it exactly once.
///
/// It settles the race between disposal and the upstream disposable arriving: if it is disposed
/// first, the upstream disposable is disposed the moment it is assigned. Subclasses that hold
/// more than one resource release the rest in ``disposeResources()``.
class Disposer: Disposable {
    private let tracker = ResourceTracker()
    private let state = Atomic<UInt8>(0)
    /// Written once by ``setUpstream(_:)`` and taken once by ``dispose()``; the `assignedBit`
    /// handshake on `state` orders the two, so the run-time exclusivity check (tens of
    /// instructions per access in release builds) guards nothing here and is turned off.
    @exclusivity(unchecked) private var upstream = DisposableSlot()

    private static var disposedBit: UInt8 { 1 }
    private static var assignedBit: UInt8 { 2 }
    private static var stoppedBit: UInt8 { 4 }

    /// Whether the subscription has ended.
    final var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Whether a terminal event has been seen (see ``markStopped()``).
    final var isStopped: Bool {
        state.load(ordering: .acquiring) & Self.stoppedBit != 0
    }

    /// Records that a terminal event was seen; returns `false` if one was seen before.
    final func markStopped() -> Bool {
        state.bitwiseOr(Self.stoppedBit, ordering: .acquiringAndReleasing).oldValue & Self.stoppedBit == 0
    }

    /// Assigns the upstream subscription, disposing it at once if this already ended.
    ///
    /// The subscription is consumed, not borrowed: it comes straight from the source's subscribe
    /// handler, so storing it moves it into the slot instead of copying the existential (a retain
    /// through its value witness) and then destroying the caller's copy (a release). Inlined, so
    /// that the consumed argument is the caller's own value: as a call, the callee moved it into
    /// a buffer of its own first, which cost the early return (a sink that ended while
    /// subscribing, as churn's do) more than the move saved.
    @inline(__always)
    final func setUpstream(_ disposable: consuming Disposable) {
        // Already ended (a source that completed during its subscription, say): `dispose()` has
        // run and will not look at `upstream`, so there is nothing to store.
        if isDisposed {
            disposable.dispose()
            return
        }
        upstream.store(disposable)
        let previous = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 {
            upstream.take().dispose()
        }
    }

    /// Ends the subscription: disposes upstream, then ``disposeResources()``, once.
    final func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0 else { return }
        if previous & Self.assignedBit != 0 {
            upstream.take().dispose()
        }
        disposeResources()
    }

    /// Releases resources beyond the upstream subscription; called once, on dispose.
    func disposeResources() {}
}
