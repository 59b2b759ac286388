extension ObservableType {
    /// Accumulates every element into one value, sent when the sequence completes.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Combines the accumulated value with the next element.
    ///   - mapResult: Transforms the final accumulated value.
    /// - Returns: A sequence of the single result.
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        lift { sink in
            var accumulate = seed
            return { event in
                switch event {
                case .next(let element):
                    do {
                        accumulate = try accumulator(accumulate, element)
                    } catch {
                        sink.forwardError(error)
                    }
                case .error(let error):
                    sink.forwardError(error)
                case .completed:
                    do {
                        sink.forward(.next(try mapResult(accumulate)))
                        sink.forwardCompleted()
                    } catch {
                        sink.forwardError(error)
                    }
                }
            }
        }
    }

    /// Accumulates every element into one value, sent when the sequence completes.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Combines the accumulated value with the next element.
    /// - Returns: A sequence of the single accumulated value.
    public func reduce<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}
