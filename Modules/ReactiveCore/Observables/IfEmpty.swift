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
            // The replacement has a slot of its own, as in RxSwift's `SwitchIfEmptySink`: a source
            // that completes while being subscribed starts `other` before `run` returns.
            let replacement = SingleAssignmentDisposable()
            var isEmpty = true
            let upstream = source.run { event in
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
                    replacement.setDisposable(
                        other.run { event in
                            sink.forwardAndEndOnStop(event)
                        })
                }
            }
            sink.setUpstream(Disposables.create(upstream, replacement))
            return sink
        }
    }
}
