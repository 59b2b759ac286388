/// The trait of ``Single``: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence of exactly one element or an error, such as the answer to a request.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// The outcome of a ``Single``.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure a `Single.create` body calls with the outcome.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a single from a subscribe function that reports one outcome.
    ///
    /// ```swift
    /// Single<Int>.create { single in
    ///     single(.success(42))
    ///     return Disposables.create()
    /// }
    /// ```
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        Single(
            raw: Observable.create { observer in
                subscribe { result in
                    switch result {
                    case .success(let element):
                        observer.on(.next(element))
                        observer.on(.completed)
                    case .failure(let error):
                        observer.on(.error(error))
                    }
                }
            })
    }

    /// A single that succeeds with `element`.
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: .just(element))
    }

    /// A single that succeeds with `element`, on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: .just(element, scheduler: scheduler))
    }

    /// A single that fails with `error`.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: .error(error))
    }

    /// A single that never finishes.
    public static func never() -> Single<Element> {
        Single(raw: .never())
    }

    /// Subscribes a closure to the outcome.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        primitiveSequence.source.subscribe(
            onNext: { observer(.success($0)) },
            onError: { observer(.failure($0)) })
    }

    /// Subscribes closures to success and failure.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onFailure: Called with the error.
    ///   - onDisposed: Called once the subscription has ended.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.source.subscribe(onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` (held weakly) with every call.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.source.subscribe(
            with: object, onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
    }

    /// Transforms the element.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// Transforms the element, dropping a `nil` result (which makes the result a ``Maybe``).
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the single `selector` returns for the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// Continues with the maybe `selector` returns for the element.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// Continues with the completable `selector` returns for the element.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// Keeps the element if it satisfies `predicate` (which makes the result a ``Maybe``).
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Succeeds with `element` instead of failing.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// Runs side effects for the outcome and lifecycle.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(
            raw: primitiveSequence.source.do(
                onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The single as a ``Maybe``.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }

    /// The single as a ``Completable`` that ignores the element.
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.source.ignoreElements())
    }
}

extension ObservableType {
    /// The sequence as a ``Single``: its only element when it completes.
    ///
    /// Fails with ``RxError/noElements`` if it completes empty and with
    /// ``RxError/moreThanOneElement`` as soon as a second element arrives.
    public func asSingle() -> Single<Element> {
        Single(
            raw: lift { sink in
                var element: Element?
                return { event in
                    switch event {
                    case .next(let next):
                        if element != nil {
                            sink.forwardError(RxError.moreThanOneElement)
                            return
                        }
                        element = next
                    case .error(let error):
                        sink.forwardError(error)
                    case .completed:
                        if let element {
                            sink.forward(.next(element))
                            sink.forwardCompleted()
                        } else {
                            sink.forwardError(RxError.noElements)
                        }
                    }
                }
            })
    }

    /// A ``Single`` of the first element, or `nil` if the sequence completes empty.
    public func first() -> Single<Element?> {
        Single(
            raw: lift { sink in
                { event in
                    switch event {
                    case .next(let element):
                        sink.forward(.next(element))
                        sink.forwardCompleted()
                    case .error(let error):
                        sink.forwardError(error)
                    case .completed:
                        sink.forward(.next(nil))
                        sink.forwardCompleted()
                    }
                }
            })
    }
}
