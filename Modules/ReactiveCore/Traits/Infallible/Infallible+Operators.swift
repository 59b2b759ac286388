extension InfallibleType {
    private func derive<Result>(_ transform: (Observable<Element>) -> Observable<Result>) -> Infallible<Result> {
        Infallible(transform(asObservable()))
    }

    /// Each element transformed by `transform`.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        derive { $0.map(transform) }
    }

    /// The non-`nil` results of `transform`.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        derive { $0.compactMap(transform) }
    }

    /// The elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        derive { $0.filter(predicate) }
    }

    /// The elements that differ from the previous one by `comparer`.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible<Element> {
        derive { $0.distinctUntilChanged(comparer) }
    }

    /// The elements whose key differs from the previous element's.
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) throws -> Key
    ) -> Infallible<Element> {
        derive { $0.distinctUntilChanged(keySelector) }
    }

    /// The elements whose key differs from the previous element's by `comparer`.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
    ) -> Infallible<Element> {
        derive { $0.distinctUntilChanged(keySelector, comparer: comparer) }
    }

    /// The elements whose property at `keyPath` differs from the previous element's.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<Element>
    {
        derive { $0.distinctUntilChanged(at: keyPath) }
    }

    /// The elements of every sequence `selector` makes, merged.
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    )
        -> Infallible<Source.Element>
    {
        derive { $0.flatMap { selector($0).asObservable() } }
    }

    /// The elements of the sequence `selector` made from the latest element.
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    )
        -> Infallible<Source.Element>
    {
        derive { $0.flatMapLatest { selector($0).asObservable() } }
    }

    /// The elements of the sequence `selector` makes, ignoring elements while one is running.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    )
        -> Infallible<Source.Element>
    {
        derive { $0.flatMapFirst { selector($0).asObservable() } }
    }

    /// The elements of each sequence `selector` makes, one sequence after the other.
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        derive { $0.concatMap { selector($0).asObservable() } }
    }

    /// This sequence's elements, then, once it completes, those of `second`.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
    where Source.Element == Element {
        derive { $0.concat(second) }
    }

    /// Each accumulated value, built by mutating one copy of `seed`.
    public func scan<State>(
        into seed: State, accumulator: @escaping (inout State, Element) -> Void
    ) -> Infallible<State> {
        derive { $0.scan(into: seed, accumulator: accumulator) }
    }

    /// Each accumulated value, starting from `seed`.
    public func scan<State>(_ seed: State, accumulator: @escaping (State, Element) -> State) -> Infallible<State> {
        derive { $0.scan(seed, accumulator: accumulator) }
    }

    /// `elements` first, then the sequence.
    public func startWith(_ elements: Element...) -> Infallible<Element> {
        derive { source in elements.reversed().reduce(source) { $0.startWith($1) } }
    }

    /// The elements until `other` sends one.
    public func take(until other: some InfallibleType) -> Infallible<Element> {
        derive { $0.take(until: other.asObservable()) }
    }

    /// The elements until `other` sends one.
    public func take(until other: some ObservableType) -> Infallible<Element> {
        derive { $0.take(until: other) }
    }

    /// The elements until one satisfies `predicate` (sent too when `behavior` is `.inclusive`).
    public func take(
        until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        derive { $0.take(until: predicate, behavior: behavior) }
    }

    /// The elements while `predicate` holds (and the first that fails it, when `.inclusive`).
    public func take(
        while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        derive { $0.take(while: predicate, behavior: behavior) }
    }

    /// The elements of the first `duration`, then completion.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        derive { $0.take(for: duration, scheduler: scheduler) }
    }

    /// The elements after `predicate` first fails.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        derive { $0.skip(while: predicate) }
    }

    /// The elements after `other` sends one.
    public func skip(until other: some ObservableType) -> Infallible<Element> {
        derive { $0.skip(until: other) }
    }

    /// The first `count` elements.
    public func take(_ count: Int) -> Infallible<Element> {
        derive { $0.take(count) }
    }

    /// The elements after the first `count`.
    public func skip(_ count: Int) -> Infallible<Element> {
        derive { $0.skip(count) }
    }

    /// The elements that are followed by no other for `dueTime`.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        derive { $0.debounce(dueTime, scheduler: scheduler) }
    }

    /// At most one element per `dueTime`.
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
    )
        -> Infallible<Element>
    {
        derive { $0.throttle(dueTime, latest: latest, scheduler: scheduler) }
    }

    /// Each element combined with the latest element of `second`.
    public func withLatestFrom<Source: InfallibleType, Result>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> Result
    ) -> Infallible<Result> {
        derive { $0.withLatestFrom(second.asObservable(), resultSelector: resultSelector) }
    }

    /// The latest element of `second` at each element.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        derive { $0.withLatestFrom(second.asObservable()) }
    }

    /// Each element with `obj`, while it lives; completes once it is gone.
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Infallible<Out> {
        derive { $0.withUnretained(obj, resultSelector: resultSelector) }
    }

    /// Each element paired with `obj`, while it lives; completes once it is gone.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        derive { $0.withUnretained(obj) }
    }

    /// Logs every event, subscription and disposal, tagged with `identifier`.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> Infallible<Element> {
        derive { $0.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function) }
    }

    /// The sequence shared between subscribers, replaying the last `replay` elements.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        derive { $0.share(replay: replay, scope: scope) }
    }

    /// Runs side effects for the elements, the completion and the subscription's lifecycle.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        derive {
            $0.do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
        }
    }
}

extension InfallibleType where Element: Equatable {
    /// The elements that differ from the previous one.
    public func distinctUntilChanged() -> Infallible<Element> {
        distinctUntilChanged(==)
    }
}

extension InfallibleType {
    /// The elements of all `sources`, merged.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        merge(sources)
    }

    /// The elements of all `sources`, merged.
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of all `sources`, merged.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        merge(Array(sources))
    }

    /// The elements of `sources`, one after the other.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        concat(sources)
    }

    /// The elements of the sources in `sequence`, one after the other.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
    where Sequence.Element == Infallible<Element> {
        Infallible(.concat(sequence.map { $0.asObservable() }))
    }

    /// The elements of the sources in `collection`, one after the other.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(.concat(collection.map { $0.asObservable() }))
    }

    /// The latest elements of all `collection`'s sources, combined by `resultSelector`.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The latest elements of all `collection`'s sources, as arrays.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]>
    where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
