/// A subject that holds a current value and sends it to each new subscriber first.
///
/// ```swift
/// let name = BehaviorSubject(value: "")
/// name.onNext("Ada")
/// try name.value()   // "Ada"
/// ```
public final class BehaviorSubject<Element>: SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    private let tracker = ResourceTracker()
    private let state: LockedState<State>

    private struct State {
        var element: Element
        var observers = ObserverList<Element>()
        var stopEvent: Event<Element>?
        var isDisposed = false
    }

    /// Creates a subject whose current value is `value`.
    public init(value: Element) {
        state = LockedState(State(element: value))
    }

    /// The current value.
    ///
    /// - Throws: The error that ended the subject, or ``RxError/disposed(object:)``.
    public func value() throws -> Element {
        let (element, failure) = state.withLock { state -> (Element, Swift.Error?) in
            if state.isDisposed { return (state.element, RxError.disposed(object: self)) }
            return (state.element, state.stopEvent?.error)
        }
        if let failure { throw failure }
        return element
    }

    /// Whether the subject has subscribers.
    public var hasObservers: Bool { state.withLock { $0.observers.count > 0 } }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Makes an element the current value and sends it; ignored after a terminal event or dispose.
    public func on(_ event: Event<Element>) {
        let handlers = state.withLock { state -> ContiguousArray<(Event<Element>) -> Void> in
            guard !state.isDisposed, state.stopEvent == nil else { return [] }
            switch event {
            case .next(let element):
                state.element = element
            case .error, .completed:
                state.stopEvent = event
            }
            let handlers = state.observers.handlers
            if event.isStopEvent { state.observers.removeAll() }
            return handlers
        }
        handlers.dispatch(event)
    }

    /// Subscribes `observer`, which first receives the current value.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribe(handler: observer.on)
    }

    /// The subject as an ``Observable``.
    public func asObservable() -> Observable<Element> {
        Observable { handler in self.subscribe(handler: handler) }
    }

    /// The subject's observer side.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Releases the subscribers; later use fails with ``RxError/disposed(object:)``.
    public func dispose() {
        state.withLock { state in
            state.isDisposed = true
            state.observers.removeAll()
            state.stopEvent = nil
        }
    }

    private func subscribe(handler: @escaping (Event<Element>) -> Void) -> Disposable {
        let outcome = state.withLock { state -> (key: Int?, first: Event<Element>) in
            if state.isDisposed { return (nil, .error(RxError.disposed(object: self))) }
            if let stopEvent = state.stopEvent { return (nil, stopEvent) }
            return (state.observers.insert(handler), .next(state.element))
        }
        handler(outcome.first)
        guard let key = outcome.key else { return Disposables.create() }
        return SubjectSubscription(key: key) { [weak self] key in
            _ = self?.state.withLock { $0.observers.remove(key) }
        }
    }
}
