/// A subject that sends each event to the observers subscribed at that moment.
///
/// After a terminal event, new subscribers receive only that terminal event. It is safe to send
/// events and subscribe from several threads; events sent concurrently are delivered as they come,
/// so serialize them yourself (for example with `observe(on:)` a serial scheduler) when order
/// matters.
public final class PublishSubject<Element>: SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    private let tracker = ResourceTracker()
    private let state = LockedState(State())

    private struct State {
        var observers = ObserverList<Element>()
        var stopEvent: Event<Element>?
        var isDisposed = false
    }

    /// Creates a subject.
    public init() {}

    /// Whether the subject has subscribers.
    public var hasObservers: Bool { state.withLock { $0.observers.count > 0 } }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Sends `event` to the current subscribers; ignored after a terminal event or dispose.
    public func on(_ event: Event<Element>) {
        let handlers = state.withLock { state -> ContiguousArray<(Event<Element>) -> Void> in
            guard !state.isDisposed, state.stopEvent == nil else { return [] }
            if event.isStopEvent {
                state.stopEvent = event
            }
            let handlers = state.observers.handlers
            if event.isStopEvent { state.observers.removeAll() }
            return handlers
        }
        handlers.dispatch(event)
    }

    /// Subscribes `observer`; after a terminal event it receives only that event.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribe(handler: observer.on)
    }

    /// The subject as an ``Observable``.
    public func asObservable() -> Observable<Element> {
        Observable { handler in self.subscribe(handler: handler) }
    }

    /// The subject's observer side.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Releases the subscribers; later use fails with ``RxError/disposed(object:)``.
    public func dispose() {
        state.withLock { state in
            state.isDisposed = true
            state.observers.removeAll()
            state.stopEvent = nil
        }
    }

    private func subscribe(handler: @escaping (Event<Element>) -> Void) -> Disposable {
        let outcome = state.withLock { state -> (key: Int?, immediate: Event<Element>?) in
            if state.isDisposed { return (nil, .error(RxError.disposed(object: self))) }
            if let stopEvent = state.stopEvent { return (nil, stopEvent) }
            return (state.observers.insert(handler), nil)
        }
        guard let key = outcome.key else {
            outcome.immediate.map(handler)
            return Disposables.create()
        }
        return SubjectSubscription(key: key) { [weak self] key in
            _ = self?.state.withLock { $0.observers.remove(key) }
        }
    }
}
