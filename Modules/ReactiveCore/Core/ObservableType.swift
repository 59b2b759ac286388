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
    public func asObservable() -> Observable<Element> {
        Observable { handler in
            self.subscribe(AnyObserver(eventHandler: handler))
        }
    }
}
