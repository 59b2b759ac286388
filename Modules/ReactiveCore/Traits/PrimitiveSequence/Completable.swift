/// The trait of ``Completable``: completion or an error, never an element.
public enum CompletableTrait {}

/// A sequence that only completes or fails, such as a save.
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// The outcome of a ``Completable``.
@frozen
public enum CompletableEvent {
    /// The completable failed.
    case error(Swift.Error)
    /// The completable finished.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// The closure a `Completable.create` body calls with the outcome.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a completable from a subscribe function that reports one outcome.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        Completable(
            raw: Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .error(let error): observer.on(.error(error))
                    case .completed: observer.on(.completed)
                    }
                }
            })
    }

    /// A completable that completes at once.
    public static func empty() -> Completable { Completable(raw: .empty()) }

    /// A completable that fails with `error`.
    public static func error(_ error: Swift.Error) -> Completable { Completable(raw: .error(error)) }

    /// A completable that never finishes.
    public static func never() -> Completable { Completable(raw: .never()) }

    /// Subscribes a closure to the outcome.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        primitiveSequence.source.subscribe(onError: { observer(.error($0)) }, onCompleted: { observer(.completed) })
    }

    /// Subscribes closures to completion and failure.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.source.subscribe(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Runs `second` after this completes; an error skips it.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: then(second.asObservable()))
    }

    /// Runs `second` after this completes; an error skips it.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: then(second.asObservable()))
    }

    /// Runs `second` after this completes; an error skips it.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: then(second.asObservable()))
    }

    /// Runs `second` after this completes; an error skips it.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        then(second)
    }

    /// This completable, then `second`. The subscription holds only `second` and lets go of this
    /// completable's subscription when it completes, as RxSwift's `ConcatCompletableSink` does,
    /// so nothing the completable captures outlives its completion.
    private func then<Element>(_ second: Observable<Element>) -> Observable<Element> {
        let first = primitiveSequence.source
        return Observable { observer in
            let sink = Sink(observer: observer)
            let firstSubscription = SingleAssignmentDisposable()
            let secondSubscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(firstSubscription, secondSubscription))
            firstSubscription.setDisposable(
                first.run { event in
                    switch event {
                    case .next: break
                    case .error(let error): sink.forwardError(error)
                    case .completed:
                        firstSubscription.dispose()
                        secondSubscription.setDisposable(second.run { sink.forwardAndEndOnStop($0) })
                    }
                })
            return sink
        }
    }

    /// Runs side effects for the outcome and lifecycle.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(
            raw: primitiveSequence.source.do(
                onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

extension ObservableType where Element == Never {
    /// The sequence as a ``Completable``. As in RxSwift, only a sequence of `Never` converts;
    /// for another, `ignoreElements().asCompletable()`.
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}
