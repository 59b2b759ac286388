extension ObservableType {
    /// Splits the elements into windows, each an observable of its own: a new window opens on
    /// subscription, every `timeSpan`, and as soon as the current one holds `count` elements.
    ///
    /// Opening a window completes the one before; a terminal event goes to the current window,
    /// then downstream. The source stays subscribed while the outer subscription or any window's
    /// subscription lives. Windows are hot: subscribe to each as it arrives.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest a window stays open.
    ///   - count: The most elements in a window.
    ///   - scheduler: Where the timers run.
    public func window(
        timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType
    ) -> Observable<Observable<Element>> {
        let source = asObservable()
        return Observable<Observable<Element>> { observer in
            let sink = Sink(observer: observer)
            let lock = RecursiveLock()
            let resources = CompositeDisposable()
            let shared = RefCountDisposable(disposable: resources)
            let timer = SerialDisposable()
            _ = resources.insert(timer)
            var window = PublishSubject<Element>(unannounced: ())
            var windowCount = 0
            var windowID = 0

            func open() {
                window = PublishSubject<Element>(unannounced: ())
                windowCount = 0
                windowID &+= 1
                sink.forward(.next(window.asObservable().holdingReference(of: shared)))
            }

            func closeAfter(_ id: Int) {
                timer.disposable = scheduler.scheduleRelative(id, dueTime: timeSpan) { due in
                    lock.performLocked {
                        guard due == windowID, !sink.isDisposed else { return }
                        window.onCompleted()
                        open()
                        closeAfter(windowID)
                    }
                    return Disposables.create()
                }
            }

            sink.setUpstream(shared)
            lock.performLocked {
                open()
                closeAfter(windowID)
            }
            _ = resources.insert(
                source.run { event in
                    lock.performLocked {
                        switch event {
                        case .next(let element):
                            window.onNext(element)
                            windowCount += 1
                            guard windowCount == count else { return }
                            window.onCompleted()
                            open()
                            closeAfter(windowID)
                        case .error(let error):
                            window.onError(error)
                            sink.forwardError(error)
                        case .completed:
                            window.onCompleted()
                            sink.forwardCompleted()
                        }
                    }
                })
            return sink
        }
    }
}
