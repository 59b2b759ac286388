extension ObservableType {
    /// Maps each element to a sequence and merges all of them into one.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The elements of every inner sequence, as they arrive.
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let outer = asObservable()
        return Observable { observer in
            let sink = MergeSink(maxConcurrent: .max, observer: observer)
            sink.run(outer) { try selector($0).asObservable() }
            return sink
        }
    }

    /// Maps an element to a sequence only while no earlier inner sequence is running; elements
    /// that arrive meanwhile are dropped.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let outer = asObservable()
        return Observable { observer in
            let sink = MergeSink(maxConcurrent: 1, dropWhileBusy: true, observer: observer)
            sink.run(outer) { try selector($0).asObservable() }
            return sink
        }
    }

    /// Maps each element to a sequence and concatenates them: each starts when the one before
    /// it completes.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let outer = asObservable()
        return Observable { observer in
            let sink = MergeSink(maxConcurrent: 1, observer: observer)
            sink.run(outer) { try selector($0).asObservable() }
            return sink
        }
    }

    /// ``flatMapLatest(_:)`` of infallible sequences, which is infallible unless this sequence
    /// or `selector` fails (RxSwift's shape: the result is typed ``Infallible``).
    public func flatMapLatest<Source: InfallibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Infallible<Source.Element> {
        Infallible(flatMapLatest { try selector($0).asObservable() })
    }

    /// Maps each element to a sequence and forwards only the newest one: a new element
    /// disposes the previous inner subscription.
    ///
    /// ```swift
    /// query.flatMapLatest { service.search($0) }   // a slow earlier answer is dropped
    /// ```
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let outer = asObservable()
        return Observable { observer in
            let sink = SwitchSink(observer: observer)
            sink.run(outer) { try selector($0).asObservable() }
            return sink
        }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Forwards the elements of the newest inner sequence only.
    public func switchLatest() -> Observable<Element.Element> {
        flatMapLatest { $0 }
    }

    /// Merges every inner sequence into one.
    public func merge() -> Observable<Element.Element> {
        flatMap { $0 }
    }

    /// Merges the inner sequences, at most `maxConcurrent` subscribed at once; the rest wait.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        let outer = asObservable()
        return Observable { observer in
            let sink = MergeSink(maxConcurrent: max(1, maxConcurrent), observer: observer)
            sink.run(outer) { $0.asObservable() }
            return sink
        }
    }

    /// Concatenates the inner sequences: each starts when the one before it completes.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}
