/// The end of a chain subscribed with one observer: `subscribe(_ on:)` (its handler as an
/// ``AnyObserver``), `bind(to:)` observers and `drive(_:)`.
///
/// It is ``SubscriptionSink`` for a single handler: the same grammar (nothing after a terminal
/// event, nothing after dispose), without wrapping the handler in three closures (`onNext`,
/// `onError`, `onCompleted`), each of which needed a context allocation per subscription. The
/// observer is stored as it is (a `Binder`, say), so driving one needs no closure around its `on`
/// either.
///
/// It has no debug-build overlap check: these calls end in RxSwift 6.10.2 in an
/// `AnonymousObserver`, which has none, so a feedback loop through `bind(to:)` or `drive(_:)` is
/// reported by the subjects and sinks it passes, as RxSwift reports it
/// (`SynchronizationAnomalyTests` has the counts RxSwift prints).
final class EventSubscriptionSink<Observer: ObserverType>: Disposer {
    typealias Element = Observer.Element

    private let observer: Observer

    init(_ observer: Observer) {
        self.observer = observer
    }

    func subscribe(to source: Observable<Element>) -> Disposable {
        setUpstream(source.run(on))
        return self
    }

    private func on(_ event: Event<Element>) {
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
