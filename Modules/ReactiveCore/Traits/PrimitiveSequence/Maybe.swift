/// The trait of ``Maybe``: one element, no element, or an error.
public enum MaybeTrait {}

/// A sequence of at most one element: it succeeds, completes empty, or fails.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// The outcome of a ``Maybe``.
@frozen
public enum MaybeEvent<Element> {
    /// The maybe succeeded with an element.
    case success(Element)
    /// The maybe failed.
    case error(Swift.Error)
    /// The maybe completed without an element.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The closure a `Maybe.create` body calls with the outcome.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Creates a maybe from a subscribe function that reports one outcome.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        Maybe(
            raw: Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .success(let element):
                        observer.on(.next(element))
                        observer.on(.completed)
                    case .error(let error):
                        observer.on(.error(error))
                    case .completed:
                        observer.on(.completed)
                    }
                }
            })
    }

    /// A maybe that succeeds with `element`.
    public static func just(_ element: Element) -> Maybe<Element> { Maybe(raw: .just(element)) }

    /// A maybe that completes without an element.
    public static func empty() -> Maybe<Element> { Maybe(raw: .empty()) }

    /// A maybe that fails with `error`.
    public static func error(_ error: Swift.Error) -> Maybe<Element> { Maybe(raw: .error(error)) }

    /// A maybe that never finishes.
    public static func never() -> Maybe<Element> { Maybe(raw: .never()) }

    /// Subscribes a closure to the outcome.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        subscribe(
            onSuccess: { observer(.success($0)) },
            onError: { observer(.error($0)) },
            onCompleted: { observer(.completed) })
    }

    /// Subscribes closures to success, failure and empty completion.
    ///
    /// `onCompleted` runs only when the maybe completes without an element.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        var succeeded = false
        return primitiveSequence.source.subscribe(
            onNext: { element in
                succeeded = true
                onSuccess?(element)
            },
            onError: onError,
            onCompleted: { if !succeeded { onCompleted?() } },
            onDisposed: onDisposed)
    }

    /// Transforms the element.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }

    /// Keeps the element if it satisfies `predicate`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Continues with the maybe `selector` returns for the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// Succeeds with `element` if the maybe completes empty.
    public func ifEmpty(default element: Element) -> Single<Element> {
        Single(
            raw: primitiveSequence.source.lift { sink in
                var isEmpty = true
                return { event in
                    switch event {
                    case .next:
                        isEmpty = false
                        sink.forward(event)
                    case .error:
                        sink.forwardTerminal(event)
                    case .completed:
                        if isEmpty { sink.forward(.next(element)) }
                        sink.forwardCompleted()
                    }
                }
            })
    }

    /// The maybe as a ``Completable`` that ignores the element.
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.source.ignoreElements())
    }
}

extension ObservableType {
    /// The sequence as a ``Maybe``: its element, if any, when it completes.
    ///
    /// Fails with ``RxError/moreThanOneElement`` as soon as a second element arrives.
    public func asMaybe() -> Maybe<Element> {
        Maybe(
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
                        if let element { sink.forward(.next(element)) }
                        sink.forwardCompleted()
                    }
                }
            })
    }
}
