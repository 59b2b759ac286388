extension ObservableType {
    /// Sends `elements` first, during subscription, then the sequence's own events.
    ///
    /// - Parameter elements: The elements to send first.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            // RxSwift's startWith has no sink: it sends the elements to its observer and subscribes
            // that observer to the source. This sink forwards unchecked, so that a feedback loop is
            // reported where RxSwift reports it (SynchronizationAnomalyTests).
            let sink = Sink(observer: observer)
            for element in elements {
                sink.forwardUnchecked(.next(element))
            }
            sink.setUpstream(
                source.run { event in
                    sink.forwardUnchecked(event)
                    if event.isStopEvent { sink.dispose() }
                })
            return sink
        }
    }
}
