/// The end of a chain subscribed with one observer: `subscribe(_ on:)` (its handler as an
/// ``AnyObserver``), `bind(to:)` observers and `drive(_:)`.
///
/// It is ``SubscriptionSink`` for a single handler: the same grammar (nothing after a terminal
/// event, nothing after dispose) and the same debug-build overlap check, without wrapping the
/// handler in three closures (`onNext`, `onError`, `onCompleted`), each of which needed a context
/// allocation per subscription. The observer is stored as it is (a `Binder`, say), so driving one
/// needs no closure around its `on` either.
final class EventSubscriptionSink<Observer: ObserverType>: Disposer {
    typealias Element = Observer.Element

    private let observer: Observer
    #if DEBUG
        /// Reports events that overlap here (debug builds only), as ``SubscriptionSink`` does.
        private let synchronizationTracker = SynchronizationTracker()
    #endif

    init(_ observer: Observer) {
        self.observer = observer
    }

    func subscribe(to source: Observable<Element>) -> Disposable {
        setUpstream(source.run(on))
        return self
    }

    private func on(_ event: Event<Element>) {
        #if DEBUG
            synchronizationTracker.register()
            defer { synchronizationTracker.unregister() }
        #endif
        guard !isDisposed else { return }
        if event.isStopEvent {
            guard markStopped() else { return }
            observer.on(event)
            dispose()
        } else {
            observer.on(event)
        }
    }
}
