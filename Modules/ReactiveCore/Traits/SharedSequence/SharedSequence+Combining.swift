// RxCocoa's operators over several shared sequences, or over a shared sequence of them.

extension SharedSequence {
    /// The elements of all `sources`, merged.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        merge(Array(sources))
    }

    /// The elements of the sequences in `sequence`, one after the other.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence
    where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// The elements of the sequences in `collection`, one after the other.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// The elements of all `collection`'s sequences paired by position, combined by `resultSelector`.
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The elements of all `collection`'s sequences paired by position, as arrays.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }

    /// The latest elements of all `collection`'s sequences, as arrays.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// The elements of the latest inner sequence; a new one replaces the one before.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().flatMapLatest { $0.asObservable() })
    }

    /// The elements of every inner sequence, merged.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().flatMap { $0.asObservable() })
    }

    /// The elements of the inner sequences, at most `maxConcurrent` subscribed at once.
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asObservable() }.merge(maxConcurrent: maxConcurrent))
    }
}
