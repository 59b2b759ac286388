/// A ``BehaviorSubject`` that never terminates: it holds a current value and only accepts
/// elements.
///
/// ```swift
/// let count = BehaviorRelay(value: 0)
/// count.accept(count.value + 1)
/// ```
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
    private let subject: BehaviorSubject<Element>

    /// Creates a relay whose current value is `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value, unannounced: ())
        #if DEBUG
            Hooks.subjectCreated(self)
        #endif
    }

    /// The current value.
    public var value: Element {
        // A relay's subject never terminates and is never disposed, so `value()` cannot throw.
        try! subject.value()
    }

    /// Makes `event` the current value and sends it to the subscribers.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`, which first receives the current value.
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
