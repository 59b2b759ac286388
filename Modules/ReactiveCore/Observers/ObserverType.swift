/// A receiver of sequence events.
public protocol ObserverType {
    /// The type of element this observer accepts.
    associatedtype Element

    /// Delivers an event.
    ///
    /// - Parameter event: The event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Delivers an element.
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Delivers successful completion.
    public func onCompleted() {
        on(.completed)
    }

    /// Delivers an error.
    public func onError(_ error: Swift.Error) {
        on(.error(error))
    }
}
