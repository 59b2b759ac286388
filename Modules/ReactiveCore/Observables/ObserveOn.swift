extension ObservableType {
    /// Delivers events on `scheduler`, in order.
    ///
    /// Each event is scheduled as its own unit of work; on a serial dispatch-queue scheduler the
    /// queue keeps them in order, otherwise an internal queue does.
    ///
    /// - Parameter scheduler: Where observers receive events.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        if let serial = scheduler as? SerialDispatchQueueScheduler {
            let isMain = serial is MainScheduler
            return Observable { observer in
                let sink = ObserveOnSerialSink<Element, Element?>(
                    scheduler: serial, isMain: isMain, replacement: nil, observer: observer)
                sink.setUpstream(source.runInSubscription(sink.on))
                return sink
            }
        }
        return Observable { observer in
            let sink = CompositeSink<Element>(observer: observer)
            let lock = RecursiveLock()
            var queue = Queue<Event<Element>>()
            var isDraining = false
            let drain = SerialDisposable()
            sink.add(drain)
            sink.add(
                source.run { event in
                    let start = lock.performLocked { () -> Bool in
                        queue.enqueue(event)
                        defer { isDraining = true }
                        return !isDraining
                    }
                    guard start else { return }
                    drain.disposable = scheduler.scheduleRecursive(()) { _, recurse in
                        let next = lock.performLocked { queue.dequeue() }
                        if let next {
                            sink.forwardAndEndOnStop(next)
                        }
                        let more = lock.performLocked { () -> Bool in
                            if queue.isEmpty { isDraining = false }
                            return !queue.isEmpty
                        }
                        if more { recurse(()) }
                    }
                })
            return sink
        }
    }

    /// Subscribes to the source, and disposes that subscription, on `scheduler`.
    ///
    /// - Parameter scheduler: Where subscription side effects run.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // `self`, not `asObservable()`, as RxSwift's `SubscribeOn(source: self)`: the wrapper that
        // makes a subject, a relay or a test observable an `Observable` ends the subscription to it
        // as soon as a terminal event passes, at that event's time and on its thread, where this
        // operator ends it on `scheduler` (a completion at 300 is let go at 301 on a TestScheduler).
        let source = self
        return Observable { observer in
            let sink = Sink(observer: observer)
            let everything = SerialDisposable()
            let scheduling = SingleAssignmentDisposable()
            everything.disposable = scheduling
            scheduling.setDisposable(
                scheduler.schedule(()) { _ in
                    let upstream = source.subscribe(
                        AnyObserver { event in
                            sink.forwardAndEndOnStop(event)
                        })
                    everything.disposable = Disposables.create {
                        _ = scheduler.schedule(()) { _ in
                            upstream.dispose()
                            return Disposables.create()
                        }
                    }
                    return Disposables.create()
                })
            // Only now, as in RxSwift's SubscribeOnSink: a sequence that ends while the scheduler
            // subscribes it at once (`just`, `empty`) is let go of once that action has returned.
            // Letting go from inside the action would queue the disposal behind it: on the main
            // thread that left the main scheduler busy until the main queue next ran, so the
            // next `Driver.just` waited for it too.
            sink.setUpstream(everything)
            return sink
        }
    }
}

/// The sink of `observe(on:)` on a serial dispatch-queue scheduler, whose queue keeps the events
/// in order: each event is one scheduled action.
///
/// On the ``MainScheduler``, called on the main thread with nothing queued, an event is delivered
/// at once without making the action (what scheduling would do, for less). The scheduler is a
/// stored property and the upstream handler is this object's method, so a subscription costs
/// this one object.
///
/// With a replacement it is also `catchAndReturn(replacement)` after the hop (what
/// `asDriver(onErrorJustReturn:)` builds): an error goes on as the replacement and completion.
/// The replacement is an `Element?` named through a generic parameter (``OptionalStorage``): a
/// field spelled `Element?` made the class's deinit (which always runs unspecialized) look up
/// `Optional`'s metadata, and an overriding subclass or a protocol for the difference ran
/// unspecialized too. (It was an array of none or one, shared by the sequence's subscriptions:
/// a retain and a release per subscription.) Whether the scheduler is the main scheduler is a
/// flag, not a second reference to it.
final class ObserveOnSerialSink<Element, Replacement: OptionalStorage>: Sink<Element>
where Replacement.Wrapped == Element {
    private let scheduler: SerialDispatchQueueScheduler
    private let isMain: Bool
    private let replacement: Replacement

    init(
        scheduler: SerialDispatchQueueScheduler, isMain: Bool, replacement: Replacement,
        observer: @escaping (Event<Element>) -> Void
    ) {
        self.scheduler = scheduler
        self.isMain = isMain
        self.replacement = replacement
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        if isMain, unsafeDowncast(scheduler, to: MainScheduler.self).runIfIdleOnMainThread({ deliver(event) }) {
            return
        }
        _ = scheduler.scheduleInternal(event) { [self] event in
            deliver(event)
            return Disposables.create()
        }
    }

    private func deliver(_ event: Event<Element>) {
        if case .error = event, let replacement = replacement.wrapped {
            forward(.next(replacement))
            forwardCompleted()
        } else {
            forwardAndEndOnStop(event)
        }
    }
}

extension ObservableType {
    /// `observe(on: scheduler).catchAndReturn(element)`, in one sink when `scheduler` is a serial
    /// dispatch-queue scheduler (the main scheduler of every `Driver` and `Signal`).
    func observe(on scheduler: ImmediateSchedulerType, onErrorJustReturn element: Element) -> Observable<Element> {
        guard let serial = scheduler as? SerialDispatchQueueScheduler else {
            return observe(on: scheduler).catchAndReturn(element)
        }
        let source = asObservable()
        let isMain = serial is MainScheduler
        return Observable { observer in
            let sink = ObserveOnSerialSink<Element, Element?>(
                scheduler: serial, isMain: isMain, replacement: element, observer: observer)
            sink.setUpstream(source.runInSubscription(sink.on))
            return sink
        }
    }
}
