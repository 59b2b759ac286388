extension ObservableType {
    /// Builds a single-source operator from its per-subscription event handler.
    ///
    /// For each subscription, `makeHandler` receives the subscription's ``Sink`` and returns the
    /// closure that handles upstream events, keeping any per-subscription state in its captures.
    /// The sink forwards downstream and owns the upstream subscription.
    func lift<Result>(
        _ makeHandler: @escaping (Sink<Result>) -> (Event<Element>) -> Void
    ) -> Observable<Result> {
        let source = asObservable()
        return Observable { observer in
            let sink = Sink(observer: observer)
            sink.setUpstream(source.runInSubscription(makeHandler(sink)))
            return sink
        }
    }
}
