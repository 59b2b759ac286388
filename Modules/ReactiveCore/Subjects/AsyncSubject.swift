/// A subject that sends only its last element, and only when it completes.
///
/// Until the terminal event nothing is sent. On completion every subscriber receives the last
/// element (if there was one) and then `completed`; on error, only the error. A subscriber that
/// arrives after the terminal event receives the same. It is safe to send events and subscribe
/// from several threads.
public final class AsyncSubject<Element>: SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    /// The type of observer this subject is.
    public typealias SubjectObserverType = AsyncSubject<Element>

    private struct State {
        var observers = ObserverList<Element>()
        var last: Element?
        var stopEvent: Event<Element>?
        var isDisposed = false
    }

    private let tracker = ResourceTracker()
    private let state = LockedState(State())
    #if DEBUG
        /// Reports events that overlap in ``on(_:)`` (debug builds only), as RxSwift's subjects do.
        private let synchronizationTracker = SynchronizationTracker()
    #endif

    /// Creates a subject.
    public init() {
        #if DEBUG
            Hooks.subjectCreated(self)
        #endif
    }

    /// Whether the subject has subscribers.
    public var hasObservers: Bool { state.withLock { $0.observers.count > 0 } }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Keeps an element as the last one; on a terminal event, sends the last element and the event
    /// to the subscribers. Ignored after a terminal event or dispose.
    public func on(_ event: Event<Element>) {
        #if DEBUG
            synchronizationTracker.register()
            defer { synchronizationTracker.unregister() }
        #endif
        let (handlers, events) = state.withLock {
            state -> (ContiguousArray<ObserverList<Element>.Handler>, [Event<Element>]) in
            guard !state.isDisposed, state.stopEvent == nil else { return ([], []) }
            switch event {
            case .next(let element):
                state.last = element
                return ([], [])
            case .error, .completed:
                state.stopEvent = event
                let handlers = state.observers.handlers
                state.observers.removeAll()
                return (handlers, Self.finalEvents(last: state.last, stop: event))
            }
        }
        for event in events { handlers.dispatch(event) }
    }

    /// Subscribes `observer`: it receives the last element and the terminal event once there is one.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribe(handler: observer.on)
    }

    /// The subject as an ``Observable``.
    public func asObservable() -> Observable<Element> {
        Observable { handler in self.subscribe(handler: handler) }
    }

    /// The subject's observer side.
    public func asObserver() -> AsyncSubject<Element> { self }

    /// Releases the subscribers; later use fails with ``RxError/disposed(object:)``.
    public func dispose() {
        state.withLock { state in
            state.isDisposed = true
            state.observers.removeAll()
            state.last = nil
            state.stopEvent = nil
        }
    }

    private func subscribe(handler: @escaping (Event<Element>) -> Void) -> Disposable {
        let outcome = state.withLock { state -> (key: Int?, events: [Event<Element>]) in
            if state.isDisposed { return (nil, [.error(RxError.disposed(object: self))]) }
            if let stop = state.stopEvent { return (nil, Self.finalEvents(last: state.last, stop: stop)) }
            return (state.observers.insert(handler), [])
        }
        for event in outcome.events { handler(event) }
        guard let key = outcome.key else { return Disposables.create() }
        // Weak, so that a subject released with live subscriptions frees its subscribers.
        return SubjectSubscription(key: key) { [weak self] key in self?.removeSubscriber(key) }
    }

    /// What a terminal event sends: the last element before a completion, then the event.
    private static func finalEvents(last: Element?, stop: Event<Element>) -> [Event<Element>] {
        if case .completed = stop, let last { return [.next(last), .completed] }
        return [stop]
    }
}

extension AsyncSubject {
    /// Removes the subscriber registered under `key` (its subscription was disposed).
    func removeSubscriber(_ key: Int) {
        state.withLock { $0.observers.remove(key) }
    }
}
