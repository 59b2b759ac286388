extension ObservableType {
    /// Pairs the elements of every source in `collection` by position. An empty collection
    /// completes at once; so does the result when a source sends an element while all the others
    /// have completed and one of them has nothing left to pair it with, as in RxSwift.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return Observable { observer in
            guard !sources.isEmpty else {
                observer(.completed)
                return Disposables.create()
            }
            let sink = ZipSink(arity: sources.count, completesWhenUnpairable: true, observer: observer)
            var queues = [Queue<Collection.Element.Element>](repeating: Queue(), count: sources.count)
            let result = { try resultSelector(queues.indices.map { queues[$0].dequeue()! }) }
            for (index, source) in sources.enumerated() {
                sink.subscribe(source, index: index, enqueue: { queues[index].enqueue($0) }, result: result)
            }
            return sink
        }
    }

    /// Pairs the elements of every source in `collection` into arrays.
    ///
    /// As in RxSwift, `Element` is the sources' element: `Observable<Int>.zip(sources)` is an
    /// `Observable<[Int]>`.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.zip(collection, resultSelector: { $0 })
    }
}
