extension ObservableType {
    /// Collects elements into arrays, sent every `timeSpan` or as soon as `count` elements have
    /// arrived, whichever is first.
    ///
    /// A window that ends by time is sent even when empty; on completion the current buffer is
    /// sent, then completion.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest a window lasts.
    ///   - count: The most elements in a window.
    ///   - scheduler: Where the timers run.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        let source = asObservable()
        return Observable { observer in
            let sink = CompositeSink<[Element]>(observer: observer)
            let lock = RecursiveLock()
            let timer = SerialDisposable()
            sink.add(timer)
            var buffer: [Element] = []
            var windowID = 0

            func startWindow(_ id: Int) {
                timer.disposable = scheduler.scheduleRelative(id, dueTime: timeSpan) { due in
                    lock.performLocked {
                        if due == windowID { sendAndStartWindow() }
                    }
                    return Disposables.create()
                }
            }

            func sendAndStartWindow() {
                windowID &+= 1
                let full = buffer
                buffer = []
                sink.forward(.next(full))
                startWindow(windowID)
            }

            lock.performLocked { startWindow(windowID) }
            sink.add(
                source.run { event in
                    lock.performLocked {
                        switch event {
                        case .next(let element):
                            buffer.append(element)
                            if buffer.count == count { sendAndStartWindow() }
                        case .error(let error):
                            buffer = []
                            sink.forwardError(error)
                        case .completed:
                            sink.forward(.next(buffer))
                            sink.forwardCompleted()
                        }
                    }
                })
            return sink
        }
    }
}
