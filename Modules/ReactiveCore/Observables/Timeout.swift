extension ObservableType {
    /// Fails with ``RxError/timeout`` if the first element, or any next one, does not arrive
    /// within `dueTime`.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` if the first element, or any next one, does not arrive within
    /// `dueTime`.
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait for an element.
    ///   - other: The sequence to continue with on timeout.
    ///   - scheduler: Where the timers run.
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
    ) -> Observable<Element> where Source.Element == Element {
        let source = asObservable()
        let other = other.asObservable()
        return Observable { observer in
            let sink = CompositeSink<Element>(observer: observer)
            let lock = RecursiveLock()
            let timer = SerialDisposable()
            let subscription = SerialDisposable()
            sink.add(timer)
            sink.add(subscription)
            var id = 0
            var switched = false

            func startTimer(_ current: Int) {
                timer.disposable = scheduler.scheduleRelative(current, dueTime: dueTime) { due in
                    let timedOut = lock.performLocked { () -> Bool in
                        guard due == id, !switched else { return false }
                        switched = true
                        return true
                    }
                    if timedOut {
                        subscription.disposable = other.run { event in
                            sink.forwardAndEndOnStop(event)
                        }
                    }
                    return Disposables.create()
                }
            }

            startTimer(0)
            subscription.disposable = source.run { event in
                let current = lock.performLocked { () -> Int? in
                    guard !switched else { return nil }
                    id &+= 1
                    return id
                }
                guard let current else { return }
                switch event {
                case .next:
                    sink.forward(event)
                    startTimer(current)
                case .error, .completed:
                    sink.forwardTerminal(event)
                }
            }
            return sink
        }
    }
}
