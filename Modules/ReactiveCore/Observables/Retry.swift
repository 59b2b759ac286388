extension ObservableType {
    /// Resubscribes whenever the sequence fails, without limit.
    public func retry() -> Observable<Element> {
        retry(.max)
    }

    /// Resubscribes when the sequence fails, up to `maxAttemptCount` subscriptions in all; the
    /// last failure is forwarded.
    ///
    /// - Parameter maxAttemptCount: The most subscriptions to make, the first one included.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            let sink = Sink(observer: observer)
            let current = SerialDisposable()
            sink.setUpstream(current)
            var attempts = 0
            let step = Trampoline()
            step.run = {
                attempts += 1
                current.disposable = source.run { event in
                    switch event {
                    case .next: sink.forward(event)
                    case .completed: sink.forwardCompleted()
                    case .error:
                        if attempts < maxAttemptCount && !sink.isDisposed {
                            step.schedule()
                        } else {
                            sink.forwardTerminal(event)
                        }
                    }
                }
            }
            step.schedule()
            return Disposables.create {
                sink.dispose()
                step.run = nil
            }
        }
    }

    /// Resubscribes after a failure each time the trigger sequence sends an element.
    ///
    /// `notificationHandler` receives the sequence of errors and returns the trigger. As in
    /// RxSwift, the trigger is listened to only while a failure waits for it: after a failure,
    /// its next element resubscribes, its completion completes the result and its error fails it
    /// (one that came earlier, while nothing was waiting, counts then). Elements it sends while
    /// the sequence runs are dropped, so a trigger that completes before any failure leaves the
    /// sequence running to its own end.
    ///
    /// ```swift
    /// request.retry(when: { errors in errors.delay(.seconds(1), scheduler: scheduler).take(3) })
    /// ```
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger
    ) -> Observable<Element> {
        retry(retrying: { _ in true }, when: notificationHandler)
    }

    /// Resubscribes after a failure of type `ErrorType` each time the trigger sequence sends an
    /// element; any other error fails the result at once, as in RxSwift.
    ///
    /// ```swift
    /// request.retry(when: { (errors: Observable<URLError>) in errors.take(3) })
    /// ```
    public func retry<Trigger: ObservableType, ErrorType: Swift.Error>(
        when notificationHandler: @escaping (Observable<ErrorType>) -> Trigger
    ) -> Observable<Element> {
        retry(retrying: { $0 is ErrorType }, when: { errors in notificationHandler(errors.map { $0 as! ErrorType }) })
    }

    /// `retry(when:)` for the errors `retrying` accepts; the others fail the result at once.
    private func retry<Trigger: ObservableType>(
        retrying: @escaping (Swift.Error) -> Bool,
        when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            let sink = CompositeSink<Element>(observer: observer)
            let errors = PublishSubject<Swift.Error>(unannounced: ())
            // The trigger's events, kept (a terminal one) for a failure that comes later.
            let trigger = PublishSubject<Trigger.Element>(unannounced: ())
            let current = SerialDisposable()
            sink.add(current)
            // Listens to the trigger while a failure waits for it.
            let waiting = SerialDisposable()
            sink.add(waiting)
            let step = Trampoline()
            step.run = {
                current.disposable = source.run { event in
                    switch event {
                    case .next: sink.forward(event)
                    case .completed: sink.forwardCompleted()
                    case .error(let error) where !retrying(error):
                        sink.forwardError(error)
                    case .error(let error):
                        // The failed attempt ends now (as in RxSwift), not when the next begins.
                        current.disposable = Disposables.create()
                        waiting.disposable = trigger.asObservable().run { event in
                            switch event {
                            case .next:
                                waiting.disposable = Disposables.create()
                                step.schedule()
                            case .error(let error): sink.forwardError(error)
                            case .completed: sink.forwardCompleted()
                            }
                        }
                        errors.onNext(error)
                    }
                }
            }
            sink.add(notificationHandler(errors.asObservable()).asObservable().subscribe(trigger))
            step.schedule()
            return Disposables.create {
                sink.dispose()
                step.run = nil
            }
        }
    }
}
