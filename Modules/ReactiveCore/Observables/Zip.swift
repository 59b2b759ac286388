extension ObservableType {
    /// Pairs the sources' elements by position: the first of each, then the second of each, …
    ///
    /// It completes when every source has completed, or when a source sends an element that can
    /// never be paired because every other source has completed. An error from either ends it.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - resultSelector: Combines one element of each source.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let source1 = source1.asObservable()
        let source2 = source2.asObservable()
        return Observable { observer in
            let sink = ZipSink(arity: 2, observer: observer)
            var queue1 = Queue<O1.Element>()
            var queue2 = Queue<O2.Element>()
            let result = { try resultSelector(queue1.dequeue()!, queue2.dequeue()!) }
            sink.subscribe(source1, index: 0, enqueue: { queue1.enqueue($0) }, result: result)
            sink.subscribe(source2, index: 1, enqueue: { queue2.enqueue($0) }, result: result)
            return sink
        }
    }

    /// Pairs the elements of three sources by position.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let source1 = source1.asObservable()
        let source2 = source2.asObservable()
        let source3 = source3.asObservable()
        return Observable { observer in
            let sink = ZipSink(arity: 3, observer: observer)
            var queue1 = Queue<O1.Element>()
            var queue2 = Queue<O2.Element>()
            var queue3 = Queue<O3.Element>()
            let result = { try resultSelector(queue1.dequeue()!, queue2.dequeue()!, queue3.dequeue()!) }
            sink.subscribe(source1, index: 0, enqueue: { queue1.enqueue($0) }, result: result)
            sink.subscribe(source2, index: 1, enqueue: { queue2.enqueue($0) }, result: result)
            sink.subscribe(source3, index: 2, enqueue: { queue3.enqueue($0) }, result: result)
            return sink
        }
    }

    /// Pairs the elements of every source in `collection` by position. An empty collection
    /// completes at once.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return Observable { observer in
            guard !sources.isEmpty else {
                observer(.completed)
                return Disposables.create()
            }
            let sink = ZipSink(arity: sources.count, observer: observer)
            var queues = [Queue<Collection.Element.Element>](repeating: Queue(), count: sources.count)
            let result = { try resultSelector(queues.indices.map { queues[$0].dequeue()! }) }
            for (index, source) in sources.enumerated() {
                sink.subscribe(source, index: index, enqueue: { queues[index].enqueue($0) }, result: result)
            }
            return sink
        }
    }

    /// Pairs the elements of every source in `collection` into arrays.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element: ObservableType, Element == [Collection.Element.Element] {
        zip(collection, resultSelector: { $0 })
    }

    /// Pairs the elements of two sources into tuples.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    )
        -> Observable<Element> where Element == (O1.Element, O2.Element)
    {
        zip(source1, source2, resultSelector: { ($0, $1) })
    }

    /// Pairs the elements of three sources into tuples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<Element> where Element == (O1.Element, O2.Element, O3.Element) {
        zip(source1, source2, source3, resultSelector: { ($0, $1, $2) })
    }
}
