/// A subject that replays its latest elements (all, or up to a buffer size) to each new
/// subscriber, followed by its terminal event if it has one.
public final class ReplaySubject<Element>: SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    private let tracker = ResourceTracker()
    private let bufferSize: Int
    private let state = LockedState(State())

    private struct State {
        var buffer: [Element] = []
        var observers = ObserverList<Element>()
        var stopEvent: Event<Element>?
        var isDisposed = false
    }

    private init(bufferSize: Int) {
        self.bufferSize = bufferSize
    }

    /// Creates a subject that replays the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: max(0, bufferSize))
    }

    /// Creates a subject that replays every element it has received.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: .max)
    }

    /// Whether the subject has subscribers.
    public var hasObservers: Bool { state.withLock { $0.observers.count > 0 } }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Records and sends `event`; ignored after a terminal event or dispose.
    public func on(_ event: Event<Element>) {
        let handlers = state.withLock { state -> ContiguousArray<(Event<Element>) -> Void> in
            guard !state.isDisposed, state.stopEvent == nil else { return [] }
            switch event {
            case .next(let element):
                state.buffer.append(element)
                if state.buffer.count > bufferSize {
                    state.buffer.removeFirst(state.buffer.count - bufferSize)
                }
            case .error, .completed:
                state.stopEvent = event
            }
            let handlers = state.observers.handlers
            if event.isStopEvent { state.observers.removeAll() }
            return handlers
        }
        handlers.dispatch(event)
    }

    /// Subscribes `observer`, which first receives the replayed elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribe(handler: observer.on)
    }

    /// The subject as an ``Observable``.
    public func asObservable() -> Observable<Element> {
        Observable { handler in self.subscribe(handler: handler) }
    }

    /// The subject's observer side.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Releases the subscribers and the buffer; later use fails with ``RxError/disposed(object:)``.
    public func dispose() {
        state.withLock { state in
            state.isDisposed = true
            state.observers.removeAll()
            state.buffer.removeAll()
            state.stopEvent = nil
        }
    }

    private func subscribe(handler: @escaping (Event<Element>) -> Void) -> Disposable {
        let outcome = state.withLock { state -> (key: Int?, replay: [Element], stop: Event<Element>?) in
            if state.isDisposed { return (nil, [], .error(RxError.disposed(object: self))) }
            let key = state.stopEvent == nil ? state.observers.insert(handler) : nil
            return (key, state.buffer, state.stopEvent)
        }
        for element in outcome.replay {
            handler(.next(element))
        }
        if let stop = outcome.stop { handler(stop) }
        guard let key = outcome.key else { return Disposables.create() }
        return SubjectSubscription(key: key) { [weak self] key in
            _ = self?.state.withLock { $0.observers.remove(key) }
        }
    }
}
