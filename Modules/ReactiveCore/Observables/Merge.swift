extension ObservableType {
    /// Merges the elements of every source into one sequence.
    ///
    /// It completes when every source has completed; an error from any ends it.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    /// Merges the elements of every source in `sources` into one sequence.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        Observable<Observable<Element>>.from(Array(sources), scheduler: CurrentThreadScheduler.instance).merge()
    }
}
