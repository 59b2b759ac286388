import Synchronization

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

    /// Drops the elements of the first `duration`, then sends everything. An error or the
    /// completion is sent at once, inside the window too, as in RxSwift.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements, from the subscription.
    ///   - scheduler: Where the timer runs.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            let sink = SkipTimeSink(observer: observer)
            let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
                sink.open()
                return Disposables.create()
            }
            sink.setUpstream(Disposables.create(timer, source.run { sink.on($0) }))
            return sink
        }
    }
}

/// Drops elements until its timer opens it; passes terminal events at any time.
final class SkipTimeSink<Element>: Sink<Element> {
    private let isOpen = Atomic<Bool>(false)

    func open() {
        isOpen.store(true, ordering: .releasing)
    }

    func on(_ event: Event<Element>) {
        if case .next = event {
            if isOpen.load(ordering: .acquiring) { forward(event) }
        } else {
            forwardTerminal(event)
        }
    }
}
