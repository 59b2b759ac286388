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
        let source = asObservable()
        return Observable { observer in
            let sink = ScanSink(seed: seed, accumulator: accumulator, observer: observer)
            sink.setUpstream(source.runInSubscription(sink.on))
            return sink
        }
    }
}

/// The sink of `scan`: the accumulated value is a stored property rather than a captured `var`,
/// whose box would be checked for exclusivity at run time on every element (see
/// ``GuardedVariable``); events arrive one at a time, so nothing else can reach it meanwhile.
///
/// The accumulator mutates the value in place, so the access spans a call into user code: a
/// scan fed back its own output from inside its accumulator would overlap it. Debug builds keep
/// the run-time check for that (as well as the reentrancy warning, see `SynchronizationTracker`);
/// release builds do not pay for it.
final class ScanSink<Source, Accumulate>: Sink<Accumulate> {
    private let accumulator: (inout Accumulate, Source) throws -> Void
    #if DEBUG
        private var accumulate: Accumulate
    #else
        @exclusivity(unchecked) private var accumulate: Accumulate
    #endif

    init(
        seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void,
        observer: @escaping (Event<Accumulate>) -> Void
    ) {
        accumulate = seed
        self.accumulator = accumulator
        super.init(observer: observer)
    }

    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                try accumulator(&accumulate, element)
                forward(.next(accumulate))
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
