extension ObservableType {
    /// Transforms each element with `transform`.
    ///
    /// An error thrown by `transform` ends the sequence with that error.
    ///
    /// - Parameter transform: Maps an element to the result element.
    /// - Returns: The sequence of transformed elements.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        return Observable { observer in
            let sink = MapSink(transform: transform, observer: observer)
            sink.setUpstream(source.runInSubscription(sink.on))
            return sink
        }
    }
}

/// The sink of `map`. `map` is the most common operator, so it keeps its transform in a stored
/// property rather than a closure capture, saving one allocation per subscription.
final class MapSink<Source, Result>: Sink<Result> {
    private let transform: (Source) throws -> Result

    init(transform: @escaping (Source) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.transform = transform
        super.init(observer: observer)
    }

    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                forward(.next(try transform(element)))
            } catch {
                forwardError(error)
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }
}
