extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`; an error is sent at once and
    /// drops the elements still waiting. The source is unsubscribed as soon as it stops, as in
    /// RxSwift, not when the delayed completion is sent.
    ///
    /// Events wait in one queue, in order, behind one timer, as in RxSwift: the first waits
    /// `dueTime`; once it is sent, the next waits what is left of its own `dueTime` (on a test
    /// scheduler, at least a tick). So on a concurrent scheduler events are neither reordered nor
    /// lost, and `Observable.just(1).delay(.seconds(2))` sends 1 at 202 and completes at 203.
    ///
    /// - Parameters:
    ///   - dueTime: How much later events are sent.
    ///   - scheduler: Where the timers run.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            let sink = DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler)
            sink.run(source)
            return sink
        }
    }

    /// Subscribes to the source only after `dueTime`.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            let sink = Sink(observer: observer)
            let subscription = SerialDisposable()
            sink.setUpstream(subscription)
            subscription.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                source.run { event in
                    sink.forwardAndEndOnStop(event)
                }
            }
            return sink
        }
    }
}

/// Holds `delay`'s waiting events and sends them, one timer at a time.
final class DelaySink<Element>: Sink<Element> {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let subscription = SingleAssignmentDisposable()
    private let timer = SerialDisposable()
    private let lock = RecursiveLock()
    /// The events waiting, with when each arrived.
    private var waiting: [(arrived: RxTime, event: Event<Element>)] = []
    /// Whether a timer is pending or sending: new events then only join the queue.
    private var isActive = false
    /// Whether a timer is sending now: an error then waits for it to finish.
    private var isSending = false
    private var error: Event<Element>?

    init(observer: @escaping (Event<Element>) -> Void, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
        setUpstream(Disposables.create(subscription, timer))
    }

    func run(_ source: Observable<Element>) {
        subscription.setDisposable(source.run { [self] event in on(event) })
    }

    private func on(_ event: Event<Element>) {
        if event.isStopEvent { subscription.dispose() }
        if case .error = event {
            let sendNow = lock.performLocked { () -> Bool in
                waiting = []
                error = event
                return !isSending
            }
            if sendNow { forwardTerminal(event) }
            return
        }
        let start = lock.performLocked { () -> Bool in
            waiting.append((scheduler.now, event))
            defer { isActive = true }
            return !isActive
        }
        if start {
            timer.disposable = scheduler.scheduleRecursive((), dueTime: dueTime) { [self] _, recurse in
                send(recurse)
            }
        }
    }

    private enum Step {
        case send(Event<Element>)
        case fail(Event<Element>)
        case wait(RxTimeInterval)
        case idle
    }

    /// Sends the event at the head of the queue, then sets the timer for the next one.
    private func send(_ recurse: ((), RxTimeInterval) -> Void) {
        let failed = lock.performLocked { () -> Bool in
            if error == nil { isSending = true }
            return error != nil
        }
        // An error that came while no timer was sending has been sent already.
        if failed { return }
        var sentOne = false
        while true {
            let step = lock.performLocked { () -> Step in
                if let error { return .fail(error) }
                if !sentOne, !waiting.isEmpty { return .send(waiting.removeFirst().event) }
                isSending = false
                if let next = waiting.first {
                    return .wait(dueTime.reduced(bySpanFrom: next.arrived, to: scheduler.now))
                }
                isActive = false
                return .idle
            }
            switch step {
            case .send(let event):
                sentOne = true
                forwardAndEndOnStop(event)
                if event.isStopEvent { return }
            case .fail(let error):
                forwardTerminal(error)
                return
            case .wait(let interval):
                recurse((), interval)
                return
            case .idle:
                return
            }
        }
    }
}
