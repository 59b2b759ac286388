// The operators RxSwift has on every primitive sequence, or on one trait, beyond the basic ones in
// Single.swift, Maybe.swift and Completable.swift.

extension PrimitiveSequenceType {
    /// A sequence that makes a resource for each subscription, with a sequence built from it, and
    /// disposes the resource when the subscription ends.
    ///
    /// - Parameters:
    ///   - resourceFactory: Makes the resource.
    ///   - primitiveSequenceFactory: Builds the sequence that uses it.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.using(
                resourceFactory, observableFactory: { try primitiveSequenceFactory($0).asObservable() }))
    }

    /// Fails with `RxError.timeout` unless it ends within `dueTime`; with `other`, switches to it
    /// instead.
    public func timeout(
        _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: primitiveSequence.source.timeout(dueTime, other: other.asObservable(), scheduler: scheduler))
    }

    /// Resubscribes after an error when the sequence `notificationHandler` makes from the typed
    /// errors sends an element; an error of another type fails at once.
    public func retry<TriggerObservable: ObservableType, ErrorType: Swift.Error>(
        when notificationHandler: @escaping (Observable<ErrorType>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.retry(when: notificationHandler))
    }

    /// Deprecated; use ``observe(on:)``.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// Deprecated; use ``subscribe(on:)``.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// Deprecated; use ``catch(_:)``.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(
        _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        self.catch(handler)
    }

    /// Deprecated; use `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// Deprecated; use `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, ErrorType: Swift.Error>(
        _ notificationHandler: @escaping (Observable<ErrorType>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A single of the elements of all `collection`'s singles, combined by `resultSelector`.
    ///
    /// An empty collection succeeds with `resultSelector([])`, called on subscription, as in
    /// RxSwift.
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence(raw: Observable.deferred { Observable.just(try resultSelector([])) })
        }
        return PrimitiveSequence(
            raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// A single of the elements of all `collection`'s singles; an empty collection succeeds with
    /// `[]`, as in RxSwift.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty { return PrimitiveSequence(raw: .just([])) }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.asObservable() }))
    }

    /// Deprecated; use `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes closures that receive `object` (held weakly) with every call; nothing runs once
    /// it is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in object.map { onSuccess?($0, element) } },
            onError: { [weak object] error in object.map { onError?($0, error) } },
            onCompleted: { [weak object] in object.map { onCompleted?($0) } },
            onDisposed: { [weak object] in object.map { onDisposed?($0) } })
    }

    /// Runs side effects for the outcome and lifecycle.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(
            raw: primitiveSequence.source.do(
                onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
                onDispose: onDispose))
    }

    /// The element, dropped when `transform` returns `nil`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Goes on with `other` when the maybe completes empty.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
    }

    /// Goes on with `other` when the maybe completes empty, which makes the result a ``Single``.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
    }

    /// Succeeds with `element` instead of failing.
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// Deprecated; use `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Subscribes closures that receive `object` (held weakly) with every call; nothing runs once
    /// it is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.source.subscribe(
            with: object, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// This completable, then `second`.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// The completables of `sequence`, one after the other.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        Completable(raw: Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// The completables of `collection`, one after the other.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// A completable that completes when every one of `sources` has, and fails with the first error.
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        zip(Array(sources))
    }
}
