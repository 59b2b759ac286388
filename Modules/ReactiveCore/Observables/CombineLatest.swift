extension ObservableType {
    /// Combines the latest elements of two sources whenever either sends one, once both have.
    ///
    /// It completes when both sources have completed, or when a source sends an element while
    /// the other has completed without ever sending one. An error from either ends it.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - resultSelector: Combines the latest elements.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let source1 = source1.asObservable()
        let source2 = source2.asObservable()
        return Observable { observer in
            let sink = CombineLatestSink(arity: 2, observer: observer)
            var latest1: O1.Element?
            var latest2: O2.Element?
            let result = { try resultSelector(latest1!, latest2!) }
            sink.subscribe(source1, index: 0, store: { latest1 = $0 }, result: result)
            sink.subscribe(source2, index: 1, store: { latest2 = $0 }, result: result)
            return sink
        }
    }

    /// Combines the latest elements of three sources whenever any sends one, once all have.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let source1 = source1.asObservable()
        let source2 = source2.asObservable()
        let source3 = source3.asObservable()
        return Observable { observer in
            let sink = CombineLatestSink(arity: 3, observer: observer)
            var latest1: O1.Element?
            var latest2: O2.Element?
            var latest3: O3.Element?
            let result = { try resultSelector(latest1!, latest2!, latest3!) }
            sink.subscribe(source1, index: 0, store: { latest1 = $0 }, result: result)
            sink.subscribe(source2, index: 1, store: { latest2 = $0 }, result: result)
            sink.subscribe(source3, index: 2, store: { latest3 = $0 }, result: result)
            return sink
        }
    }

    /// Combines the latest elements of every source in `collection`, once all have one.
    ///
    /// An empty collection sends `resultSelector([])` and completes.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return Observable { observer in
            let sink = CombineLatestSink(arity: sources.count, observer: observer)
            var latest = [Collection.Element.Element?](repeating: nil, count: sources.count)
            let result = { try resultSelector(latest.map { $0! }) }
            for (index, source) in sources.enumerated() {
                sink.subscribe(source, index: index, store: { latest[index] = $0 }, result: result)
            }
            if sources.isEmpty {
                sink.lock.performLocked {
                    do {
                        sink.forward(.next(try resultSelector([])))
                        sink.forwardCompleted()
                    } catch {
                        sink.forwardError(error)
                    }
                }
            }
            return sink
        }
    }

    /// Combines the latest elements of every source in `collection` into an array.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element: ObservableType, Element == [Collection.Element.Element] {
        combineLatest(collection, resultSelector: { $0 })
    }

    /// Combines the latest elements of two sources into tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    )
        -> Observable<Element> where Element == (O1.Element, O2.Element)
    {
        combineLatest(source1, source2, resultSelector: { ($0, $1) })
    }

    /// Combines the latest elements of three sources into tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<Element> where Element == (O1.Element, O2.Element, O3.Element) {
        combineLatest(source1, source2, source3, resultSelector: { ($0, $1, $2) })
    }
}
