extension ObservableType {
    /// Transforms each element with `transform` and drops the `nil` results.
    ///
    /// - Parameter transform: Maps an element to a result, or `nil` to drop it.
    /// - Returns: The sequence of non-`nil` results.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        lift { sink in
            { event in
                switch event {
                case .next(let element):
                    do {
                        if let result = try transform(element) {
                            sink.forward(.next(result))
                        }
                    } catch {
                        sink.forwardError(error)
                    }
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            }
        }
    }
}
