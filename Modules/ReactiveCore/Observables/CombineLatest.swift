extension ObservableType {
    /// Combines the latest elements of every source in `collection`, once all have one.
    ///
    /// An empty collection sends `resultSelector([])` and completes.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return Observable { observer in
            let sink = CombineLatestSink(arity: sources.count, observer: observer)
            let latest = GuardedVariable([Collection.Element.Element?](repeating: nil, count: sources.count))
            let result = { try resultSelector(latest.value.map { $0! }) }
            for (index, source) in sources.enumerated() {
                sink.subscribe(source, index: index, store: { latest.value[index] = $0 }, result: result)
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
    ///
    /// As in RxSwift, `Element` is the sources' element: `Observable<Int>.combineLatest(sources)`
    /// is an `Observable<[Int]>`.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.combineLatest(collection, resultSelector: { $0 })
    }
}
