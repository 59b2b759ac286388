extension ObservableType {
    /// Sends `default` and completes if the sequence completes without an element.
    public func ifEmpty(default: Element) -> Observable<Element> {
        ifEmpty(switchTo: .just(`default`))
    }

    /// Continues with `other` if the sequence completes without an element.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            let sink = Sink(observer: observer)
            let current = SerialDisposable()
            sink.setUpstream(current)
            var isEmpty = true
            // A source that completes empty while being subscribed has started `other` before
            // `run` returns (RxSwift's `SwitchIfEmptySink` gives `other` a slot of its own).
            current.setFirst(
                source.run { event in
                    switch event {
                    case .next:
                        isEmpty = false
                        sink.forward(event)
                    case .error:
                        sink.forwardTerminal(event)
                    case .completed:
                        guard isEmpty else {
                            sink.forwardCompleted()
                            return
                        }
                        current.disposable = other.run { event in
                            sink.forwardAndEndOnStop(event)
                        }
                    }
                })
            return sink
        }
    }
}
