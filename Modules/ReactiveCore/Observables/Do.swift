extension ObservableType {
    /// Runs side effects for the sequence's events and lifecycle, passing events through.
    ///
    /// `onNext`, `onError` and `onCompleted` run before the event is forwarded, the `after`
    /// variants after it. `onSubscribe` runs before subscribing upstream, `onSubscribed` after,
    /// and `onDispose` once, when the subscription ends: at the error or completion (as in
    /// RxSwift, where a sink disposes its upstream as soon as it terminates), or when the
    /// subscriber disposes first. An error thrown by a callback ends the sequence.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            onSubscribe?()
            let sink = Sink(observer: observer)
            let upstream = source.run { event in
                do {
                    switch event {
                    case .next(let element):
                        try onNext?(element)
                        sink.forward(event)
                        try afterNext?(element)
                    case .error(let error):
                        try onError?(error)
                        sink.forward(event)
                        try afterError?(error)
                        sink.dispose()
                    case .completed:
                        try onCompleted?()
                        sink.forward(event)
                        try afterCompleted?()
                        sink.dispose()
                    }
                } catch {
                    sink.forwardError(error)
                }
            }
            onSubscribed?()
            // Upstream and `onDispose` end together, whoever ends the subscription.
            sink.setUpstream(
                Disposables.create {
                    upstream.dispose()
                    onDispose?()
                })
            return sink
        }
    }
}
