/// The end of a chain subscribed with one event handler: `subscribe(_ on:)`, and through it
/// `bind(to:)` observers and `drive(_:)`.
///
/// It is ``SubscriptionSink`` for a single handler: the same grammar (nothing after a terminal
/// event, nothing after dispose) and the same debug-build overlap check, without wrapping the
/// handler in three closures (`onNext`, `onError`, `onCompleted`), each of which needed a context
/// allocation per subscription.
final class EventSubscriptionSink<Element>: Disposer {
    private let handler: (Event<Element>) -> Void
    #if DEBUG
        /// Reports events that overlap here (debug builds only), as ``SubscriptionSink`` does.
        private let synchronizationTracker = SynchronizationTracker()
    #endif

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
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
            handler(event)
            dispose()
        } else {
            handler(event)
        }
    }
}
