import Foundation

extension ObservableType {
    /// Sends the first element, then at most one element per `dueTime`.
    ///
    /// An element that arrives within `dueTime` of the last one sent is held back; with
    /// `latest`, the newest held-back element is sent when the window ends (and completion waits
    /// for it), otherwise held-back elements are dropped.
    ///
    /// - Parameters:
    ///   - dueTime: The shortest time between two sent elements.
    ///   - latest: Whether to send the newest element held back in a window when it ends.
    ///   - scheduler: Where the timers run.
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
    )
        -> Observable<Element>
    {
        let source = asObservable()
        return Observable { observer in
            let sink = CompositeSink<Element>(observer: observer)
            let lock = RecursiveLock()
            let timer = SerialDisposable()
            sink.add(timer)
            var lastSent: RxTime?
            var unsent: Element?
            var completed = false

            func sendNow(_ element: Element) {
                unsent = nil
                sink.forward(.next(element))
                lastSent = scheduler.now
            }

            sink.add(
                source.run { event in
                    lock.performLocked {
                        switch event {
                        case .next(let element):
                            let now = scheduler.now
                            let remaining = lastSent.map { dueTime.reduced(bySpanFrom: $0, to: now) } ?? .nanoseconds(0)
                            if remaining.nanoseconds <= 0 {
                                sendNow(element)
                                return
                            }
                            guard latest else { return }
                            let inFlight = unsent != nil
                            unsent = element
                            if inFlight { return }
                            timer.disposable = scheduler.scheduleRelative((), dueTime: remaining) { _ in
                                lock.performLocked {
                                    if let element = unsent { sendNow(element) }
                                    if completed { sink.forwardCompleted() }
                                }
                                return Disposables.create()
                            }
                        case .error(let error):
                            unsent = nil
                            sink.forwardError(error)
                        case .completed:
                            if unsent != nil {
                                completed = true
                            } else {
                                sink.forwardCompleted()
                            }
                        }
                    }
                })
            return sink
        }
    }
}

extension DispatchTimeInterval {
    /// The interval less the time between two dates, in the interval's own unit, rounded;
    /// never below zero.
    func reduced(bySpanFrom earlier: Date, to later: Date) -> DispatchTimeInterval {
        let span = later.timeIntervalSince(earlier)
        func remainder(_ value: Int, _ unitsPerSecond: Double) -> Int {
            let left = Double(value) - span * unitsPerSecond
            return left > 0 ? Int(left.rounded(.toNearestOrAwayFromZero)) : 0
        }
        switch self {
        case .seconds(let value): return .seconds(remainder(value, 1))
        case .milliseconds(let value): return .milliseconds(remainder(value, 1_000))
        case .microseconds(let value): return .microseconds(remainder(value, 1_000_000))
        case .nanoseconds(let value): return .nanoseconds(remainder(value, 1_000_000_000))
        case .never: return .never
        @unknown default: return self
        }
    }
}
