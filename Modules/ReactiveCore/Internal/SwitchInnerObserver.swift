/// The observer of one inner sequence of `flatMapLatest`/`switchLatest`: it tags the inner
/// sequence's events with the sequence's id, so that ``SwitchSink`` can drop those of a sequence
/// it has switched away from.
///
/// An object rather than a closure capturing the sink and the id: a closure whose only capture
/// is one object needs no context allocation, and the object can be reused once nothing else
/// references it (see `SwitchSink.spareObserver`).
final class SwitchInnerObserver<Result> {
    /// The sink while an inner sequence is attached; `nil` while the observer is spare, so that a
    /// spare observer does not keep its sink alive. Written only while nothing else references
    /// the observer (before its sequence is subscribed), so the run-time exclusivity checks are
    /// off (see ``GuardedVariable``).
    @exclusivity(unchecked) private var sink: SwitchSink<Result>?
    /// `sink`, for calls that need no retain: `sink` keeps the sink alive, and it only changes
    /// while nothing else references the observer, so never during a call to ``on(_:)``.
    @exclusivity(unchecked) private var unretainedSink: Unmanaged<SwitchSink<Result>>?
    @exclusivity(unchecked) private var id = 0

    /// Prepares the observer for inner sequence `id` of `sink`.
    func attach(to sink: SwitchSink<Result>, id: Int) {
        self.sink = sink
        unretainedSink = Unmanaged.passUnretained(sink)
        self.id = id
    }

    /// Lets go of the sink, once the sequence is over and nothing else references the observer.
    func detach() {
        unretainedSink = nil
        sink = nil
    }

    /// Passes an event of the inner sequence to the sink, with the sequence's id, without the
    /// retain and release of the sink that reading `sink` would cost (two per element).
    func on(_ event: Event<Result>) {
        unretainedSink?._withUnsafeGuaranteedRef { $0.innerOn(event, id: id) }
    }
}
