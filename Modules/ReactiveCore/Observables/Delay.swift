extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`; an error is sent at once and
    /// drops the elements still waiting. The source is unsubscribed as soon as it stops, as in
    /// RxSwift, not when the delayed completion is sent.
    ///
    /// - Parameters:
    ///   - dueTime: How much later events are sent.
    ///   - scheduler: Where the timers run.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            let sink = CompositeSink<Element>(observer: observer)
            let pending = CompositeDisposable()
            sink.add(pending)
            let subscription = SingleAssignmentDisposable()
            sink.add(subscription)
            subscription.setDisposable(
                source.run { event in
                    if event.isStopEvent { subscription.dispose() }
                    switch event {
                    case .next, .completed:
                        let scheduled = SingleAssignmentDisposable()
                        guard let key = pending.insert(scheduled) else { return }
                        scheduled.setDisposable(
                            scheduler.scheduleRelative(event, dueTime: dueTime) { event in
                                pending.remove(for: key)
                                sink.forwardAndEndOnStop(event)
                                return Disposables.create()
                            })
                    case .error:
                        pending.dispose()
                        sink.forwardTerminal(event)
                    }
                })
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
