/// The downstream observer of a sink that can end without a terminal event, held so that the
/// sink lets go of it when it does.
///
/// A sink holds its observer, and the observer (the subscriber, or the next operator's sink)
/// holds the sink as its upstream subscription. A terminal event breaks that pair: the observer
/// ends and lets go of its upstream. A sink that ends silently (`skip(until:)` whose source
/// completes before the gate opens) sends nothing, so the pair would keep each other, and the
/// subscriber, alive until disposed: a subscriber that dropped its disposable would never be
/// freed, where RxSwift's sink disposer lets go of the sink. Such a sink delivers through this
/// box and calls ``Sink/endSilently(releasing:)`` instead of `dispose()`.
///
/// Only operators that can end silently pay for it (one allocation per subscription and one call
/// per event); every other sink keeps its observer as a constant.
final class ReleasableObserver<Element> {
    /// The observer until released. Read by `on(_:)` and cleared by `release()`; the operator
    /// calls both while it delivers events, which come one at a time (or under its lock), and
    /// the sink calls `on(_:)` only while it has not ended, so the exclusivity check guards
    /// nothing here.
    @exclusivity(unchecked) private var observer: ((Event<Element>) -> Void)?

    init(_ observer: @escaping (Event<Element>) -> Void) {
        self.observer = observer
    }

    /// Delivers `event` to the observer, unless released.
    func on(_ event: Event<Element>) {
        observer?(event)
    }

    /// Lets go of the observer.
    func release() {
        observer = nil
    }
}

extension Sink {
    /// Ends the subscription without telling the observer, and lets go of the observer, which
    /// `observer` held for this sink: what an operator does when it ends silently. Call it where
    /// the operator delivers events (one at a time, or under its lock).
    final func endSilently(releasing observer: ReleasableObserver<Element>) {
        dispose()
        observer.release()
    }
}
