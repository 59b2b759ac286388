extension ObservableType {
    /// Accumulates elements into a value and sends every intermediate value.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).scan(0, accumulator: +)   // 1, 3, 6
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Combines the accumulated value with the next element.
    /// - Returns: The sequence of accumulated values.
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        scan(into: seed) { accumulate, element in
            accumulate = try accumulator(accumulate, element)
        }
    }

    /// Accumulates elements by mutating a value in place, and sends every intermediate value.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Updates the accumulated value with the next element.
    /// - Returns: The sequence of accumulated values.
    public func scan<Accumulate>(
        into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        lift { sink in
            var accumulate = seed
            return { event in
                switch event {
                case .next(let element):
                    do {
                        try accumulator(&accumulate, element)
                        sink.forward(.next(accumulate))
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
