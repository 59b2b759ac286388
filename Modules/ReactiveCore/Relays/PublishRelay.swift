/// A ``PublishSubject`` that never terminates: it only accepts elements.
///
/// Relays suit user intent and state that must never end with an error.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
    private let subject = PublishSubject<Element>(unannounced: ())

    /// Creates a relay.
    public init() {
        #if DEBUG
            Hooks.subjectCreated(self)
        #endif
    }

    /// Sends `event`'s element to the current subscribers.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an ``Infallible``: a relay never fails.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }

    /// The relay as an ``Observable``.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
