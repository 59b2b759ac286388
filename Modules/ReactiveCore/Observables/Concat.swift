extension ObservableType {
    /// Sends this sequence's elements, then, once it completes, those of `second`.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Concatenates the sources: each is subscribed when the one before it completes.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }

    /// Concatenates the sources in `collection`: each is subscribed when the one before completes.
    public static func concat<Sources: Collection>(_ collection: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        concat(AnySequence(collection))
    }

    /// Concatenates the sources in `sequence`: each is subscribed when the one before completes.
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Observable { observer in
            let sink = Sink(observer: observer)
            let current = SerialDisposable()
            sink.setUpstream(current)
            var iterator = sequence.makeIterator()
            let step = Trampoline()
            step.run = { [unowned step] in
                guard let next = iterator.next() else {
                    sink.forwardCompleted()
                    return
                }
                current.disposable = next.run { event in
                    switch event {
                    case .next: sink.forward(event)
                    case .error: sink.forwardTerminal(event)
                    case .completed: step.schedule()
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
