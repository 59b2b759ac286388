/// The mechanism the three subjects share: subscribers, the terminal event, disposal and a
/// replay buffer, behind one lock.
///
/// Events are sent outside the lock, to a snapshot of the subscribers taken under it, so a
/// subscriber may send the subject another event from its handler: that nested event is delivered
/// at once, depth-first, as in RxSwift. The subjects differ only in what a new subscriber is sent
/// first: `PublishSubject` nothing, `BehaviorSubject` its current value while it has not
/// terminated, `ReplaySubject` its buffer, then its terminal event if any.
final class SubjectCore<Element> {
    private struct State {
        var observers = ObserverList<Element>()
        var buffer: [Element]
        var stopEvent: Event<Element>?
        var isDisposed = false
        /// Made with the first subscription and shared by all (see ``SubjectRemover``).
        var remover: SubjectRemover<Element>?
        /// The last subscription's gate, kept for the next when nothing else held it once its
        /// replay was done (see ``subscribe(_:owner:)``).
        var spareGate: ReplayGate<Element>?
    }

    private let state: LockedState<State>
    private let bufferSize: Int
    private let replaysAfterTermination: Bool
    #if DEBUG
        /// Reports events that overlap in the subject's `on` (debug builds only), as RxSwift's
        /// subjects do.
        private let synchronizationTracker = SynchronizationTracker()
    #endif

    /// - Parameters:
    ///   - bufferSize: How many latest elements to keep for new subscribers.
    ///   - initial: The buffer to start with.
    ///   - replaysAfterTermination: Whether a subscriber arriving after the terminal event is sent
    ///     the buffer before it.
    init(bufferSize: Int, initial: [Element] = [], replaysAfterTermination: Bool) {
        state = LockedState(State(buffer: initial))
        self.bufferSize = bufferSize
        self.replaysAfterTermination = replaysAfterTermination
    }

    var hasObservers: Bool { state.withLock { $0.observers.count > 0 } }

    var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// The newest buffered element, the error that ended the subject, and whether it is disposed.
    var latest: (element: Element?, error: Swift.Error?, isDisposed: Bool) {
        state.withLock { ($0.buffer.last, $0.stopEvent?.error, $0.isDisposed) }
    }

    /// Records `event` and sends it to the current subscribers; ignored after a terminal event or
    /// dispose.
    func on(_ event: Event<Element>) {
        #if DEBUG
            synchronizationTracker.register()
            defer { synchronizationTracker.unregister() }
        #endif
        let handlers = state.withLock { state -> ContiguousArray<ObserverList<Element>.Handler> in
            guard !state.isDisposed, state.stopEvent == nil else { return [] }
            switch event {
            case .next(let element):
                if bufferSize > 0 {
                    state.buffer.append(element)
                    if state.buffer.count > bufferSize {
                        state.buffer.removeFirst(state.buffer.count - bufferSize)
                    }
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

    /// Adds a subscriber, sending it the replay first; a disposed subject fails it with
    /// ``RxError/disposed(object:)`` naming `owner`.
    ///
    /// The replay is sent outside the lock, through a ``ReplayGate`` that holds back the live
    /// events sent meanwhile, so the subscriber still receives the replay first and one event at
    /// a time, as under RxSwift's lock. One difference, for a replay of more than the latest
    /// element (a `ReplaySubject`'s): an element the subscriber itself sends during its replay
    /// reaches it after the replay, where RxSwift (whose `ReplaySubject` adds the subscriber only
    /// once the replay is done) never sends it that element. A `BehaviorSubject` agrees.
    func subscribe(_ handler: @escaping (Event<Element>) -> Void, owner: AnyObject) -> Disposable {
        var outcome = state.withLock {
            state -> (
                key: Int?, replay: [Element], stop: Event<Element>?, gate: ReplayGate<Element>?,
                remover: SubjectRemover<Element>?
            ) in
            if state.isDisposed { return (nil, [], .error(RxError.disposed(object: owner)), nil, nil) }
            if let stopEvent = state.stopEvent {
                return (nil, replaysAfterTermination ? state.buffer : [], stopEvent, nil, nil)
            }
            let remover: SubjectRemover<Element>
            if let existing = state.remover {
                remover = existing
            } else {
                remover = SubjectRemover(self)
                state.remover = remover
            }
            guard !state.buffer.isEmpty else { return (state.observers.insert(handler), [], nil, nil, remover) }
            let gate: ReplayGate<Element>
            if let spare = state.spareGate.take() {
                spare.reuse(for: handler)
                gate = spare
            } else {
                gate = ReplayGate.make(handler)
            }
            return (state.observers.insert(gate.on), state.buffer, nil, gate, remover)
        }
        if var gate = outcome.gate.take(), let key = outcome.key {
            gate.replay(outcome.replay, to: handler)
            state.withLock { state in
                state.observers.replace(key, with: handler)
                // Once the subscriber's own handler is in its place, a gate that nothing else
                // holds (no event under way to it from a snapshot of the subscribers) is kept for
                // the next subscriber, without the handler: every `BehaviorRelay` subscription
                // made a gate, an allocation and a mutex made and destroyed.
                if state.spareGate == nil, !state.isDisposed, isKnownUniquelyReferenced(&gate) {
                    gate.park()
                    state.spareGate = gate
                }
            }
        } else {
            for element in outcome.replay {
                handler(.next(element))
            }
        }
        if let stop = outcome.stop { handler(stop) }
        guard let key = outcome.key, let remover = outcome.remover else { return Disposables.create() }
        // Through the remover, which holds the subject weakly, so that a subject released with
        // live subscriptions frees its subscribers; a closure over one object needs no context.
        return SubjectSubscription(key: key) { key in remover.subject?.removeSubscriber(key) }
    }

    /// Removes the subscriber registered under `key` (its subscription was disposed).
    func removeSubscriber(_ key: Int) {
        state.withLock { $0.observers.remove(key) }
    }

    /// Releases the subscribers and the buffer.
    func dispose() {
        state.withLock { state in
            state.isDisposed = true
            state.observers.removeAll()
            state.buffer.removeAll()
            state.stopEvent = nil
            state.spareGate = nil
        }
    }
}

/// Removes subscribers from the subject it holds weakly, for every subscription to that subject.
///
/// One per subject, made with its first subscription: a subscription's removal closure captured
/// the subject weakly itself, which made a closure context and a weak reference for every
/// subscription.
final class SubjectRemover<Element> {
    weak let subject: SubjectCore<Element>?

    init(_ subject: SubjectCore<Element>) {
        self.subject = subject
    }
}
