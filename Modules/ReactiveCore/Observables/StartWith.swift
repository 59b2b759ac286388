extension ObservableType {
    /// Sends `elements` first, during subscription, then the sequence's own events.
    ///
    /// - Parameter elements: The elements to send first.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            let sink = Sink(observer: observer)
            for element in elements {
                sink.forward(.next(element))
            }
            sink.setUpstream(
                source.run { event in
                    sink.forwardAndEndOnStop(event)
                })
            return sink
        }
    }
}
