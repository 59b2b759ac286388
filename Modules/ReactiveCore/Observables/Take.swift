extension ObservableType {
    /// Sends the first `count` elements, then completes.
    ///
    /// - Parameter count: How many elements to send; `0` completes at once.
    public func take(_ count: Int) -> Observable<Element> {
        if count <= 0 { return .empty() }
        return lift { sink in
            var remaining = count
            return { event in
                switch event {
                case .next:
                    guard remaining > 0 else { return }
                    remaining -= 1
                    sink.forward(event)
                    if remaining == 0 {
                        sink.forwardCompleted()
                    }
                case .error, .completed:
                    sink.forwardTerminal(event)
                }
            }
        }
    }

    /// Sends the elements of the first `duration`, then completes.
    ///
    /// - Parameters:
    ///   - duration: How long to send elements, from the subscription.
    ///   - scheduler: Where the timer runs.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(until: Observable<Int>.timer(duration, scheduler: scheduler))
    }
}
