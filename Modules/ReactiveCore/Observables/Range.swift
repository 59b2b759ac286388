extension ObservableType where Element: FixedWidthInteger {
    /// A sequence of `count` consecutive integers from `start`, then completion.
    ///
    /// - Parameters:
    ///   - start: The first integer.
    ///   - count: How many integers; must not be negative.
    ///   - scheduler: Where the integers are sent.
    public static func range(
        start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        guard count >= 0, start.addingReportingOverflow(count == 0 ? 0 : count - 1).overflow == false else {
            return .error(RxError.argumentOutOfRange)
        }
        return Observable { observer in
            let sink = Sink(observer: observer)
            sink.setUpstream(
                scheduler.scheduleRecursive(0 as Element) { index, recurse in
                    if index < count {
                        sink.forward(.next(start + index))
                        recurse(index + 1)
                    } else {
                        sink.forwardCompleted()
                    }
                })
            return sink
        }
    }
}
