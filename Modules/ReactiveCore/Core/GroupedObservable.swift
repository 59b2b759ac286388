/// The elements of one group that ``ObservableType/groupBy(keySelector:)`` makes: every element
/// of the source with the same ``key``.
///
/// ```swift
/// tracks.groupBy { $0.genre }
///     .flatMap { group in group.count().map { (group.key, $0) } }
/// ```
public struct GroupedObservable<Key, Element>: ObservableType {
    /// What every element of the group has in common.
    public let key: Key

    private let source: Observable<Element>

    /// A group of `source`'s elements under `key`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group's elements as a plain observable.
    public func asObservable() -> Observable<Element> { source }
}
