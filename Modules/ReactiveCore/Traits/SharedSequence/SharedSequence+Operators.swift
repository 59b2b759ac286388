extension SharedSequence {
    /// A shared sequence of one element.
    public static func just(_ element: Element) -> SharedSequence {
        // As RxCocoa: subscribed on the scheduler, then the element and the completion at once
        // (so one tick on a test scheduler, and synchronously on the main thread), not shared.
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A shared sequence that completes at once.
    public static func empty() -> SharedSequence {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A shared sequence that never sends anything.
    public static func never() -> SharedSequence {
        SharedSequence(raw: .never())
    }

    /// A shared sequence of the given elements.
    public static func of(_ elements: Element...) -> SharedSequence {
        SharedSequence(raw: .from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// A shared sequence of the elements of an array.
    public static func from(_ array: [Element]) -> SharedSequence {
        SharedSequence(raw: .from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A shared sequence of the elements of `sequence`.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence
    where Sequence.Element == Element {
        from(Array(sequence))
    }

    /// A shared sequence of the element of `optional`, or an empty one when it is `nil`.
    public static func from(optional: Element?) -> SharedSequence {
        from(optional.map { [$0] } ?? [])
    }

    /// A shared sequence made anew for each subscription.
    public static func deferred(_ factory: @escaping () -> SharedSequence) -> SharedSequence {
        SharedSequence(.deferred { factory().asObservable() })
    }

    /// Merges shared sequences.
    public static func merge(_ sources: SharedSequence...) -> SharedSequence {
        SharedSequence(.merge(sources.map { $0.asObservable() }))
    }

    /// Merges shared sequences.
    public static func merge(_ sources: [SharedSequence]) -> SharedSequence {
        SharedSequence(.merge(sources.map { $0.asObservable() }))
    }

    /// Combines the latest elements of a collection of shared sequences of this element, as
    /// RxCocoa declares it: `Driver<String>.combineLatest(texts) { $0.count }` is a `Driver<Int>`.
    public static func combineLatest<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }
}

extension SharedSequence where Element: FixedWidthInteger {
    /// A shared sequence of 0, 1, 2, … every `period`.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence {
        SharedSequence(.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// A shared sequence of 0 after `dueTime`, then every `period` if given.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil) -> SharedSequence {
        SharedSequence(.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequenceConvertibleType {
    private func derive<Result>(
        _ transform: (Observable<Element>) -> Observable<Result>
    )
        -> SharedSequence<SharingStrategy, Result>
    {
        SharedSequence(transform(asObservable()))
    }

    /// Transforms each element. The transform must not fail.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        derive { $0.map(transform) }
    }

    /// Transforms each element, dropping `nil` results.
    public func compactMap<Result>(
        _ transform: @escaping (Element) -> Result?
    )
        -> SharedSequence<SharingStrategy, Result>
    {
        derive { $0.compactMap(transform) }
    }

    /// Keeps the elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        derive { $0.filter(predicate) }
    }

    /// Maps each element to a shared sequence and forwards only the newest.
    ///
    /// As in RxCocoa, the result shares the way the inner sequences do: a signal mapped to
    /// drivers is a driver.
    public func flatMapLatest<Sharing: SharingStrategyProtocol, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// Maps an element to a shared sequence only while none is running; the result shares the
    /// way the inner sequences do.
    public func flatMapFirst<Sharing: SharingStrategyProtocol, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMapFirst { selector($0).asObservable() })
    }

    /// Maps each element to a shared sequence and merges them; the result shares the way the
    /// inner sequences do.
    public func flatMap<Sharing: SharingStrategyProtocol, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMap { selector($0).asObservable() })
    }

    /// Runs side effects for the elements and lifecycle.
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        derive {
            $0.do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
        }
    }

    /// Prints the events.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        derive { $0.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function) }
    }

    /// Drops elements whose key equals that of the element before them.
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) -> Key
    )
        -> SharedSequence<SharingStrategy, Element>
    {
        derive { $0.distinctUntilChanged(keySelector) }
    }

    /// Drops elements whose key `comparer` finds equal to that of the element before them.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        derive { $0.distinctUntilChanged(keySelector, comparer: comparer) }
    }

    /// Drops elements that `comparer` finds equal to the element before them.
    public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) -> Bool
    )
        -> SharedSequence<SharingStrategy, Element>
    {
        derive { $0.distinctUntilChanged(comparer) }
    }

    /// Sends `elements` first.
    public func startWith(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        derive { source in
            elements.reversed().reduce(source) { $0.startWith($1) }
        }
    }

    /// Accumulates elements and sends every intermediate value.
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
    )
        -> SharedSequence<SharingStrategy, Accumulate>
    {
        derive { $0.scan(seed, accumulator: accumulator) }
    }

    /// Combines each element with the latest of `second`, which may be of the other flavour (a
    /// `Signal` of taps with the latest of a `Driver` of text): both deliver on the sharing
    /// scheduler.
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> {
        derive { $0.withLatestFrom(second.asObservable(), resultSelector: resultSelector) }
    }

    /// Replaces each element with the latest of `second`, of either flavour.
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(
        _ second: Second
    )
        -> SharedSequence<SharingStrategy, Second.Element>
    {
        derive { $0.withLatestFrom(second.asObservable()) }
    }

    /// Each element with `obj`, while it lives; completes once it is gone.
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Sends an element after `dueTime` without another one.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        derive { $0.debounce(dueTime, scheduler: SharingStrategy.scheduler) }
    }

    /// Sends at most one element per `dueTime`.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        derive { $0.throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler) }
    }

    /// Shifts the elements later by `dueTime`.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        derive { $0.delay(dueTime, scheduler: SharingStrategy.scheduler) }
    }

    /// Drops the first `count` elements.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        derive { $0.skip(count) }
    }

    /// Pairs each element with `obj`, held weakly.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        derive { $0.withUnretained(obj) }
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops elements equal to the element before them.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}
