extension ObservableType where Element: Equatable {
    /// Drops elements equal to the element before them.
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: ==)
    }
}

extension ObservableType {
    /// Drops elements whose key equals the key of the element before them.
    ///
    /// - Parameter keySelector: The key compared between consecutive elements.
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) throws -> Key
    )
        -> Observable<Element>
    {
        distinctUntilChanged(keySelector, comparer: ==)
    }

    /// Drops elements that `comparer` finds equal to the element before them.
    ///
    /// - Parameter comparer: Whether two consecutive elements count as equal.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops elements whose value at `keyPath` equals that of the element before them.
    public func distinctUntilChanged<Property: Equatable>(
        at keyPath: KeyPath<Element, Property>
    )
        -> Observable<Element>
    {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
    }

    /// Drops elements whose key `comparer` finds equal to the key of the element before them.
    ///
    /// - Parameters:
    ///   - keySelector: The key compared between consecutive elements.
    ///   - comparer: Whether two keys count as equal.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            let sink = DistinctUntilChangedSink<Element, Key, Key?>(
                keySelector: keySelector, comparer: comparer, observer: observer)
            sink.setUpstream(source.runInSubscription(sink.on))
            return sink
        }
    }
}

/// The sink of `distinctUntilChanged`: the key selector, the comparer and the previous key are
/// its stored properties, so a subscription is this one object (a handler closure with the key in
/// a box of its own was three).
///
/// The previous key's type, `Key?`, is a generic parameter of its own (`PreviousKey`) rather than
/// spelled `Key?` in the stored property: a generic class's deinit runs unspecialized, and
/// destroying a stored `Key?` made it look up `Optional<Key>`'s metadata at run time, about 325
/// instructions per subscription. Passed in as a parameter, that metadata is part of the sink's
/// own, which specialized code looks up once.
final class DistinctUntilChangedSink<Element, Key, PreviousKey: OptionalStorage>: Sink<Element>
where PreviousKey.Wrapped == Key {
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool
    /// Read and written one event at a time (the grammar), never across a call out: see
    /// `GuardedVariable`.
    @exclusivity(unchecked) private var previousKey = PreviousKey.none

    init(
        keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool,
        observer: @escaping (Event<Element>) -> Void
    ) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                let key = try keySelector(element)
                if let previous = previousKey.wrapped, try comparer(previous, key) {
                    return
                }
                previousKey = PreviousKey(key)
                forward(event)
            } catch {
                forwardError(error)
            }
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}

/// `Optional`, named through a generic parameter: a generic class that stores a `Wrapped?`
/// declares a parameter conforming to this instead, so that its deinit does not look up
/// `Optional<Wrapped>`'s metadata (see ``DistinctUntilChangedSink``).
protocol OptionalStorage {
    /// The type of the value held.
    associatedtype Wrapped
    /// Nothing held.
    static var none: Self { get }
    /// Holds `value`.
    init(_ value: Wrapped)
    /// The value held, if any.
    var wrapped: Wrapped? { get }
}

extension Optional: OptionalStorage {
    var wrapped: Wrapped? { self }
}
