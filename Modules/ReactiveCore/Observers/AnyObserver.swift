/// A type-erased observer: forwards every event to a closure.
public struct AnyObserver<Element>: ObserverType {
    /// The closure type that receives events.
    public typealias EventHandler = (Event<Element>) -> Void

    let observer: EventHandler

    /// Creates an observer that forwards events to `eventHandler`.
    public init(eventHandler: @escaping EventHandler) {
        observer = eventHandler
    }

    /// Creates an observer that forwards events to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    /// Forwards the event.
    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Returns itself.
    public func asObserver() -> AnyObserver<Element> { self }
}

extension ObserverType {
    /// Wraps this observer in an ``AnyObserver``.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// An observer that transforms elements with `transform` before forwarding them here.
    ///
    /// - Parameter transform: Maps the new observer's elements to this observer's.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in
            self.on(event.map(transform))
        }
    }
}
