extension ObservableType where Element: FixedWidthInteger {
    /// A sequence that sends 0, 1, 2, … every `period`, starting one period after subscription.
    ///
    /// - Parameters:
    ///   - period: The time between elements.
    ///   - scheduler: Where the timer runs.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }

    /// A sequence that sends 0 after `dueTime`, then completes; with a `period`, it goes on
    /// sending 1, 2, … every `period` instead of completing.
    ///
    /// - Parameters:
    ///   - dueTime: The time until the first element.
    ///   - period: The time between later elements, or `nil` for a single element.
    ///   - scheduler: Where the timer runs.
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
    ) -> Observable<Element> {
        Observable { observer in
            let sink = Sink(observer: observer)
            if let period {
                sink.setUpstream(
                    scheduler.schedulePeriodic(0 as Element, startAfter: dueTime, period: period) { state in
                        sink.forward(.next(state))
                        return state &+ 1
                    })
            } else {
                sink.setUpstream(
                    scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                        sink.forward(.next(0))
                        sink.forwardCompleted()
                        return Disposables.create()
                    })
            }
            return sink
        }
    }
}
