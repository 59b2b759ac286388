/// How long a shared sequence keeps its replay buffer (see `share(replay:scope:)`).
public enum SubjectLifetimeScope: Sendable {
    /// The buffer lives while the source is connected: once the last subscriber leaves or the
    /// source terminates, it is cleared and the next subscriber resubscribes the source.
    case whileConnected
    /// One subject serves forever: after the source terminates, later subscribers get the
    /// replay and the terminal event, and the source is not subscribed again.
    case forever
}

extension ObservableType {
    /// Shares one subscription to this sequence among all subscribers, replaying the last
    /// `replay` elements to each new one.
    ///
    /// The source is subscribed when the first subscriber arrives and disposed when the last one
    /// leaves.
    ///
    /// ```swift
    /// let results = query.flatMapLatest(search).share(replay: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - replay: How many latest elements a new subscriber receives first.
    ///   - scope: How long the replay buffer lives.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch scope {
        case .forever:
            if replay == 0 {
                return multicast(PublishSubject(unannounced: ())).refCount()
            }
            return multicast(ReplaySubject.create(bufferSize: replay, unannounced: ())).refCount()
        case .whileConnected:
            return ShareWhileConnected(source: asObservable(), replay: replay).asObservable()
        }
    }
}

/// `share(replay:scope: .whileConnected)`: one connection to the source while anyone listens.
///
/// It is `multicast(makeSubject:).refCount()` collapsed into one object with a small buffer,
/// because sharing sits on the hot path of every ``Driver`` and ``Signal``.
final class ShareWhileConnected<Element>: @unchecked Sendable {
    private let tracker = ResourceTracker()
    private let source: Observable<Element>
    private let replay: Int
    private let lock = RecursiveLock()
    /// Read and written only under `lock`; see ``ShareConnection`` for the unchecked exclusivity.
    @exclusivity(unchecked) private var connection: ShareConnection<Element>?
    /// The storage of the last connection's subscribers and replay buffer, emptied, for the next
    /// connection: a view that binds and unbinds a `Driver` connects it each time, and would
    /// otherwise allocate both arrays each time. Under `lock`, as `connection`.
    @exclusivity(unchecked) private var spare: (observers: ObserverList<Element>, buffer: [Element])?

    init(source: Observable<Element>, replay: Int) {
        self.source = source
        self.replay = replay
    }

    func asObservable() -> Observable<Element> {
        Observable { handler in self.subscribe(handler) }
    }

    /// Registers `handler`, then replays the buffer to it and connects if it is the first, both
    /// without the lock: the replay calls downstream, which may take other locks (a `zip`'s, say)
    /// whose holders may be waiting for this one, to unsubscribe.
    private func subscribe(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        lock.lock()
        let connection: ShareConnection<Element>
        if let existing = self.connection {
            connection = existing
        } else {
            connection = ShareConnection(replay: replay, lock: lock, share: self)
            if let spare = spare.take() {
                connection.observers = spare.observers
                connection.buffer = spare.buffer
            }
            self.connection = connection
        }
        // Chosen with `if`, not `??`: a closure passed through a generic would be wrapped in
        // reabstraction thunks, which every event to this subscriber would then pay for. The
        // buffer is copied out only when there is something to replay.
        let gate: ReplayGate<Element>?
        let buffer: [Element]
        let key: Int
        if connection.buffer.isEmpty {
            gate = nil
            buffer = []
            key = connection.observers.insert(handler)
        } else {
            buffer = connection.buffer
            let replayGate = ReplayGate.make(handler)
            gate = replayGate
            key = connection.observers.insert(replayGate.on)
        }
        let isFirst = connection.observers.count == 1
        lock.unlock()

        if let gate {
            gate.replay(buffer, to: handler)
            connection.replaceObserver(key, with: handler)
        }
        if isFirst {
            connection.connect(to: source)
        }
        // Strong: a connection is made per first subscriber and lives no longer than its
        // subscribers need it (it lets go of them when its source ends); a weak capture would
        // cost a side table and a context each time. A closure over one object needs neither.
        return SubjectSubscription(key: key) { key in connection.removeSubscriber(key) }
    }

    /// Forgets `ended`, if it is still the connection, and keeps its emptied storage for the
    /// next; called under the lock.
    fileprivate func connectionEnded(_ ended: ShareConnection<Element>) {
        if connection === ended { connection = nil }
        spare = ended.takeStorage()
    }
}

/// One connection of a ``ShareWhileConnected`` to its source.
///
/// Its state is read and written only under the share's lock, in accesses that never call out,
/// so their run-time exclusivity checks (four per element) are turned off (see
/// ``GuardedVariable``). It is the ``Disposer`` of its source subscription, so a connection is
/// one object rather than two.
final class ShareConnection<Element>: Disposer {
    private let lock: RecursiveLock
    /// The share this connects, told when the connection ends. Retained while connected, as
    /// RxSwift's connection holds its parent, so a share let go of while subscribed keeps its
    /// source for its subscribers; released when the connection ends (``end()``, under the lock),
    /// so a subscriber that keeps its disposable after the end holds this emptied connection and
    /// not the share, its source and what they capture. (`deinit` releases it if the connection
    /// never ended: a safety net, since the share holds its connection until it ends.)
    /// Unmanaged: an optional strong reference cleared at the end cost about 160 instructions a
    /// cycle in retains and releases around each use, a weak one a load through the share's side
    /// table.
    private let share: Unmanaged<ShareWhileConnected<Element>>
    @exclusivity(unchecked) private var isEnded = false
    @exclusivity(unchecked) var observers = ObserverList<Element>()
    private let replay: Int
    @exclusivity(unchecked) var buffer: [Element] = []

    init(replay: Int, lock: RecursiveLock, share: ShareWhileConnected<Element>) {
        self.replay = replay
        self.lock = lock
        self.share = .passRetained(share)
    }

    deinit {
        if !isEnded { share.release() }
    }

    /// Subscribes the source; called only while the share's first subscriber is being subscribed.
    func connect(to source: Observable<Element>) {
        setUpstream(source.runInSubscription(on))
    }

    private func on(_ event: Event<Element>) {
        lock.lock()
        guard !isEnded else {
            lock.unlock()
            return
        }
        if case .next(let element) = event, replay > 0 {
            // A replay of one (a `Driver`'s) overwrites its element in place.
            if replay == 1 && buffer.count == 1 {
                buffer[0] = element
            } else {
                buffer.append(element)
                if buffer.count > replay { buffer.removeFirst(buffer.count - replay) }
            }
        }
        let handlers = observers.handlers
        if event.isStopEvent {
            end()
        }
        lock.unlock()
        handlers.dispatch(event)
        if event.isStopEvent {
            dispose()
        }
    }

    /// Sends `key`'s events straight to `handler` from now on (once its replay is done).
    func replaceObserver(_ key: Int, with handler: @escaping (Event<Element>) -> Void) {
        lock.performLocked { observers.replace(key, with: handler) }
    }

    func removeSubscriber(_ key: Int) {
        lock.lock()
        observers.remove(key)
        let isLast = observers.count == 0 && !isEnded
        if isLast { end() }
        lock.unlock()
        if isLast { dispose() }
    }

    /// Detaches this connection from its share and releases it; called under the lock.
    private func end() {
        isEnded = true
        share._withUnsafeGuaranteedRef { $0.connectionEnded(self) }
        share.release()
    }

    /// The subscribers' and the buffer's storage, emptied, for the share's next connection;
    /// called under the lock, once the connection has ended.
    fileprivate func takeStorage() -> (observers: ObserverList<Element>, buffer: [Element]) {
        // Moved out rather than copied (no retain and release of each), and emptied only when
        // not empty already: the last subscriber's removal has emptied the list.
        var observers = ObserverList<Element>()
        swap(&observers, &self.observers)
        var buffer: [Element] = []
        swap(&buffer, &self.buffer)
        if observers.count > 0 { observers.removeAll(keepingCapacity: true) }
        // A replay of one (a `Driver`'s) by `removeLast()`: `removeAll(keepingCapacity:)` goes
        // through a general range replacement, about 150 instructions more.
        if buffer.count == 1 {
            buffer.removeLast()
        } else if !buffer.isEmpty {
            buffer.removeAll(keepingCapacity: true)
        }
        return (observers, buffer)
    }
}
