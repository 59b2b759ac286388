extension ObservableType {
    /// Sends an element only after `dueTime` has passed without another element.
    ///
    /// A pending element is sent at once when the source completes, and dropped when it fails.
    ///
    /// - Parameters:
    ///   - dueTime: How long the source must stay quiet.
    ///   - scheduler: Where the timers run.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            let sink = CompositeSink<Element>(observer: observer)
            let lock = RecursiveLock()
            let timer = SerialDisposable()
            sink.add(timer)
            var pending: Element?
            var id = 0
            sink.add(
                source.run { event in
                    lock.performLocked {
                        switch event {
                        case .next(let element):
                            id &+= 1
                            let current = id
                            pending = element
                            timer.disposable = scheduler.scheduleRelative(current, dueTime: dueTime) { due in
                                lock.performLocked {
                                    if due == id, let element = pending {
                                        pending = nil
                                        sink.forward(.next(element))
                                    }
                                }
                                return Disposables.create()
                            }
                        case .error(let error):
                            pending = nil
                            sink.forwardError(error)
                        case .completed:
                            if let element = pending {
                                pending = nil
                                sink.forward(.next(element))
                            }
                            sink.forwardCompleted()
                        }
                    }
                })
            return sink
        }
    }
}
