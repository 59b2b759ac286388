/// A sequence that shares one subscription to its source among its subscribers, starting it
/// only when ``connect()`` is called.
public final class ConnectableObservable<Element>: ConnectableObservableType, @unchecked Sendable {
    /// A subject made for one connection: its observable side, and what subscribes it to the
    /// source for a connection (the source's elements may be of another type than the
    /// subject's, as with RxSwift's `multicast`).
    private typealias SubjectSides = (observable: Observable<Element>, connect: (Connection) -> Disposable)

    private let tracker = ResourceTracker()
    private let makeSubject: () -> SubjectSides
    private let lock = RecursiveLock()
    private var subject: SubjectSides?
    private var connection: Connection?

    init<Source, Subject: SubjectType>(source: Observable<Source>, makeSubject: @escaping () -> Subject)
    where Subject.Element == Element, Subject.Observer.Element == Source {
        self.makeSubject = {
            let subject = makeSubject()
            let observer = subject.asObserver()
            return (
                subject.asObservable(),
                { connection in
                    source.run { [weak connection] event in
                        guard let connection, !connection.isDisposed else { return }
                        // A terminal event ends the connection first, so the next connect starts anew.
                        if event.isStopEvent { connection.dispose() }
                        observer.on(event)
                    }
                }
            )
        }
    }

    private var currentSubject: SubjectSides {
        lock.performLocked {
            if let subject { return subject }
            let made = makeSubject()
            subject = made
            return made
        }
    }

    /// Subscribes `observer` to the shared subject; does not connect.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        currentSubject.observable.subscribe(observer)
    }

    /// The shared subject's side as an ``Observable``: subscribing to it subscribes to the subject.
    ///
    /// In RxSwift a `ConnectableObservable` is an `Observable` and is subscribed as it is. Through
    /// the `Observable.create` wrapper that other observable types get, the wrapper's sink and the
    /// subscriber would hold each other until a terminal event or a dispose, so a subscriber that
    /// never got either (one that arrived after the connection had ended, whose disposable was
    /// dropped) stayed alive after the connectable was released (RxSwift 6.10.2's
    /// testReplayNReleasesResourcesOnComplete with its per-test resource check on).
    public func asObservable() -> Observable<Element> {
        Observable { handler in self.currentSubject.observable.run(handler) }
    }

    /// Subscribes the shared subject to the source, once; returns what disconnects it.
    ///
    /// Calling it again while connected returns the existing connection. The source is subscribed
    /// after the lock is released: it may send events at once, and the subject's subscribers may
    /// take locks whose holders wait for this one (to disconnect).
    public func connect() -> Disposable {
        let (connection, connect, isNew) = lock.performLocked {
            () -> (Connection, (Connection) -> Disposable, Bool) in
            let connect = currentSubject.connect
            if let existing = self.connection { return (existing, connect, false) }
            let made = Connection(parent: self)
            self.connection = made
            return (made, connect, true)
        }
        guard isNew else { return connection }
        connection.subscription.setDisposable(connect(connection))
        return connection
    }

    fileprivate func disconnect(_ ended: Connection) {
        lock.performLocked {
            guard connection === ended else { return }
            connection = nil
            subject = nil
        }
    }

    /// One connection of the subject to the source.
    fileprivate final class Connection: Cancelable {
        private let tracker = ResourceTracker()
        let subscription = SingleAssignmentDisposable()
        private weak var parent: ConnectableObservable?

        init(parent: ConnectableObservable) {
            self.parent = parent
        }

        var isDisposed: Bool { subscription.isDisposed }

        func dispose() {
            guard !subscription.isDisposed else { return }
            subscription.dispose()
            parent?.disconnect(self)
        }
    }
}

extension ObservableType {
    /// Shares one subscription to this sequence through `subject`, once connected.
    ///
    /// The same subject serves every connection, so after it terminates, later subscribers get
    /// only its terminal event (and its replay, if it has one).
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservable(source: asObservable(), makeSubject: { subject })
    }

    /// Shares one subscription to this sequence through a subject made by `makeSubject` for
    /// each connection.
    public func multicast<Subject: SubjectType>(
        makeSubject: @escaping () -> Subject
    )
        -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservable(source: asObservable(), makeSubject: makeSubject)
    }

    /// For each subscription, a subject from `subjectSelector` that the sequence `selector` makes
    /// from it is subscribed to, then this sequence is connected to the subject: every use of the
    /// subject inside `selector` shares one subscription to this sequence.
    ///
    /// - Parameters:
    ///   - subjectSelector: Makes the subject for one subscription.
    ///   - selector: Builds the result from the subject's elements.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        let source = asObservable()
        return Observable<Result> { observer in
            let sink = Sink(observer: observer)
            do {
                let subject = try subjectSelector()
                let results = try selector(subject.asObservable()).run { sink.forwardAndEndOnStop($0) }
                let connection = source.subscribe(subject.asObserver())
                sink.setUpstream(Disposables.create(results, connection))
            } catch {
                sink.forwardError(error)
            }
            return sink
        }
    }

    /// Shares one subscription through a ``PublishSubject``, once connected; each connection
    /// gets a new subject, as in RxSwift.
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject(unannounced: ()) })
    }

    /// Shares one subscription through a ``ReplaySubject`` of `bufferSize`, once connected.
    ///
    /// Each connection gets a new subject, as in RxSwift: after a disconnection or a terminal
    /// event, later subscribers see only what the next connection sends.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize, unannounced: ()) })
    }

    /// Shares one subscription through a ``ReplaySubject`` that replays everything; each
    /// connection gets a new subject, as in RxSwift.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: .max, unannounced: ()) })
    }
}

extension ConnectableObservableType {
    /// A sequence that connects when its first subscriber arrives and disconnects when the last
    /// one leaves (or the source terminates), so the next subscriber reconnects.
    public func refCount() -> Observable<Element> {
        let lock = RecursiveLock()
        var count = 0
        var connection: Disposable?
        var connectionID = 0
        return Observable { observer in
            let sink = Sink(observer: observer)
            let id = lock.performLocked { connectionID }
            let subscription = self.subscribe(
                AnyObserver<Element> { event in
                    if event.isStopEvent {
                        let ending = lock.performLocked { () -> Disposable? in
                            guard id == connectionID else { return nil }
                            defer {
                                connection = nil
                                count = 0
                                connectionID &+= 1
                            }
                            return connection
                        }
                        ending?.dispose()
                        sink.forwardTerminal(event)
                    } else {
                        sink.forward(event)
                    }
                })
            // A subscriber that already received a terminal event (a replay of a completed
            // subject) does not count and does not reconnect the source.
            let (counted, shouldConnect) = lock.performLocked { () -> (Bool, Bool) in
                guard !sink.isDisposed else { return (false, false) }
                count += 1
                return (true, count == 1)
            }
            if shouldConnect {
                let made = self.connect()
                lock.performLocked {
                    if id == connectionID && count > 0 { connection = made } else { made.dispose() }
                }
            }
            sink.setUpstream(
                Disposables.create {
                    subscription.dispose()
                    let ending = lock.performLocked { () -> Disposable? in
                        guard id == connectionID, counted, count > 0 else { return nil }
                        count -= 1
                        guard count == 0 else { return nil }
                        defer {
                            connection = nil
                            connectionID &+= 1
                        }
                        return connection
                    }
                    ending?.dispose()
                })
            return sink
        }
    }
}
