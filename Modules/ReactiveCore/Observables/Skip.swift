extension ObservableType {
    /// Drops the first `count` elements.
    ///
    /// - Parameter count: How many elements to drop.
    public func skip(_ count: Int) -> Observable<Element> {
        lift { sink in
            var remaining = count
            return { event in
                if case .next = event, remaining > 0 {
                    remaining -= 1
                    return
                }
                sink.forwardAndEndOnStop(event)
            }
        }
    }

    /// Drops elements while `predicate` holds, then sends everything.
    ///
    /// - Parameter predicate: Whether to keep dropping.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        lift { sink in
            var skipping = true
            return { event in
                switch event {
                case .next(let element):
                    if skipping {
                        do {
                            skipping = try predicate(element)
                        } catch {
                            sink.forwardError(error)
                            return
                        }
                        if skipping { return }
                    }
                    sink.forward(event)
                case .error, .completed:
                    sink.forwardTerminal(event)
                }
            }
        }
    }

    /// Drops the elements of the first `duration`, then sends everything.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements, from the subscription.
    ///   - scheduler: Where the timer runs.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        skip(until: Observable<Int>.timer(duration, scheduler: scheduler))
    }
}
