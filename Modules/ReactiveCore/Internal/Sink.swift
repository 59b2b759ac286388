/// The per-subscription state of an operator: where events go, and what to end on dispose.
///
/// A sink is also the ``Disposable`` its subscription returns. It forwards events until it is
/// disposed and disposes itself after forwarding a terminal event, so an error or completion
/// always releases upstream. Events arrive serially (the grammar guarantees it), so forwarding
/// needs no lock; only the disposal state is atomic.
class Sink<Element>: Disposer {
    private let observer: (Event<Element>) -> Void
    #if DEBUG
        /// Reports events that overlap here (debug builds only), as RxSwift's `Sink.forwardOn`.
        private let synchronizationTracker = SynchronizationTracker()
    #endif

    init(observer: @escaping (Event<Element>) -> Void) {
        self.observer = observer
    }

    /// Delivers `event` downstream unless the subscription has ended.
    final func forward(_ event: Event<Element>) {
        #if DEBUG
            synchronizationTracker.register()
            defer { synchronizationTracker.unregister() }
        #endif
        if !isDisposed {
            observer(event)
        }
    }

    /// Delivers `event` downstream unless the subscription has ended, with no debug check: for an
    /// operator RxSwift builds without a sink, handing its observer to the source as it is
    /// (`startWith`), so that a feedback loop is reported in the places RxSwift reports it.
    final func forwardUnchecked(_ event: Event<Element>) {
        if !isDisposed {
            observer(event)
        }
    }

    /// Delivers `event` downstream, ending the subscription after a terminal event: what an
    /// operator does with every event it passes through unchanged.
    final func forwardAndEndOnStop(_ event: Event<Element>) {
        event.isStopEvent ? forwardTerminal(event) : forward(event)
    }

    /// Delivers a terminal event downstream, then ends the subscription.
    final func forwardTerminal(_ event: Event<Element>) {
        forward(event)
        dispose()
    }

    /// Delivers an error downstream, then ends the subscription.
    final func forwardError(_ error: Swift.Error) {
        forwardTerminal(.error(error))
    }

    /// Delivers completion downstream, then ends the subscription.
    final func forwardCompleted() {
        forwardTerminal(.completed)
    }
}
