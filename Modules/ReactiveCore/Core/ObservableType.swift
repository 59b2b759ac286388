/// A push-based sequence that observers subscribe to.
///
/// Every operator of the reactive core is an extension of this protocol, so subjects, relays
/// and ``Observable`` share them.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` to the sequence.
    ///
    /// - Parameter observer: Receives the sequence's events.
    /// - Returns: A disposable that ends the subscription.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// Wraps the sequence in an ``Observable``.
    ///
    /// As in RxSwift, the wrapper is `Observable.create { self.subscribe($0) }`: it enforces the
    /// event grammar and ends the subscription to `self` as soon as a terminal event passes,
    /// whatever the operators downstream do with that event afterwards (so a test observable's
    /// subscription under `observe(on:)` ends at the terminal event's time, not at delivery).
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
