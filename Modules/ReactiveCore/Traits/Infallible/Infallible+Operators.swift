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
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> Infallible<Element> {
        derive { $0.distinctUntilChanged(comparer) }
    }

    /// The elements of every sequence `selector` makes, merged.
    public func flatMap<Source: InfallibleType>(
        _ selector: @escaping (Element) -> Source
    )
        -> Infallible<Source.Element>
    {
        derive { $0.flatMap { selector($0).asObservable() } }
    }

    /// The elements of the sequence `selector` made from the latest element.
    public func flatMapLatest<Source: InfallibleType>(
        _ selector: @escaping (Element) -> Source
    )
        -> Infallible<Source.Element>
    {
        derive { $0.flatMapLatest { selector($0).asObservable() } }
    }

    /// The elements of the sequence `selector` makes, ignoring elements while one is running.
    public func flatMapFirst<Source: InfallibleType>(
        _ selector: @escaping (Element) -> Source
    )
        -> Infallible<Source.Element>
    {
        derive { $0.flatMapFirst { selector($0).asObservable() } }
    }

    /// Each accumulated value, starting from `seed`.
    public func scan<State>(_ seed: State, accumulator: @escaping (State, Element) -> State) -> Infallible<State> {
        derive { $0.scan(seed, accumulator: accumulator) }
    }

    /// `elements` first, then the sequence.
    public func startWith(_ elements: Element...) -> Infallible<Element> {
        derive { source in elements.reversed().reduce(source) { $0.startWith($1) } }
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
        _ second: Source, resultSelector: @escaping (Element, Source.Element) -> Result
    ) -> Infallible<Result> {
        derive { $0.withLatestFrom(second.asObservable(), resultSelector: resultSelector) }
    }

    /// The sequence shared between subscribers, replaying the last `replay` elements.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        derive { $0.share(replay: replay, scope: scope) }
    }

    /// Runs side effects for the elements, the completion and the subscription's lifecycle.
    public func `do`(
        onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
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

extension Infallible {
    /// The elements of all `sources`, merged.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(.merge(sources.map { $0.asObservable() }))
    }
}
