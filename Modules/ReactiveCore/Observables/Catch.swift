extension ObservableType {
    /// Continues with the sequence `handler` returns when this one fails.
    ///
    /// - Parameter handler: Makes the replacement sequence for the error; a thrown error ends
    ///   the result with that error.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            let sink = Sink(observer: observer)
            let current = SerialDisposable()
            sink.setUpstream(current)
            // A source that fails while being subscribed has its replacement in `current`
            // before `run` returns (RxSwift's `CatchSink.run` puts a slot in first for this).
            current.setFirst(
                source.run { event in
                    switch event {
                    case .next:
                        sink.forward(event)
                    case .completed:
                        sink.forwardCompleted()
                    case .error(let error):
                        do {
                            let replacement = try handler(error)
                            current.disposable = replacement.run { event in
                                sink.forwardAndEndOnStop(event)
                            }
                        } catch {
                            sink.forwardError(error)
                        }
                    }
                })
            return sink
        }
    }

    /// Sends `element` and completes when this sequence fails.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        // `catch { _ in .just(element) }`, whose replacement sends the element and completes
        // as it is subscribed: done in place by one sink, without the serial slot and the
        // handler's context that `catch` makes for every subscription. Every `Driver` made with
        // `asDriver(onErrorJustReturn:)` subscribes through it.
        let source = asObservable()
        return Observable { observer in
            let sink = CatchAndReturnSink(element: element, observer: observer)
            sink.setUpstream(source.runInSubscription(sink.on))
            return sink
        }
    }

    /// Subscribes the sources in turn, moving to the next one when one fails; fails with the
    /// last error when none is left, and completes when one completes.
    public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Observable { observer in
            let sink = Sink(observer: observer)
            let current = SerialDisposable()
            sink.setUpstream(current)
            var iterator = sequence.makeIterator()
            var lastError: Swift.Error?
            let step = Trampoline()
            step.run = { [unowned step] in
                guard let next = iterator.next() else {
                    if let lastError {
                        sink.forwardError(lastError)
                    } else {
                        sink.forwardCompleted()
                    }
                    return
                }
                current.disposable = next.run { event in
                    switch event {
                    case .next: sink.forward(event)
                    case .completed: sink.forwardCompleted()
                    case .error(let error):
                        lastError = error
                        step.schedule()
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
}

/// The sink of `catchAndReturn(_:)`: on an error, sends the element and completes.
final class CatchAndReturnSink<Element>: Sink<Element> {
    private let element: Element

    init(element: Element, observer: @escaping (Event<Element>) -> Void) {
        self.element = element
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forward(event)
        case .error:
            forward(.next(element))
            forwardCompleted()
        case .completed:
            forwardCompleted()
        }
    }
}
