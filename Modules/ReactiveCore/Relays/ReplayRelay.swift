/// A ``ReplaySubject`` that never terminates: it replays elements and only accepts elements.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
        #if DEBUG
            Hooks.subjectCreated(self)
        #endif
    }

    /// Creates a relay that replays the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize, unannounced: ()))
    }

    /// Creates a relay that replays every element.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: .max, unannounced: ()))
    }

    /// Records `event` and sends it to the subscribers.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`, which first receives the replayed elements.
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
