/// A push-based sequence of elements of type `Element`.
///
/// Observables are cold unless stated otherwise: each subscription runs the sequence anew.
///
/// ```swift
/// let doubled = Observable.of(1, 2, 3).map { $0 * 2 }
/// let subscription = doubled.subscribe(onNext: { print($0) })
/// ```
///
/// `Observable` is a small value that holds how to subscribe. Operators build new values around
/// that closure; the per-subscription state lives in internal sink objects. Because the closures
/// are created in code that the compiler can specialize for the caller's element types, events
/// flow through specialized code even though the sequence type is erased (see
/// `docs/ARCHITECTURE.md`, "Why the core is fast").
public struct Observable<Element>: ObservableType {
    /// Starts one subscription: given where to deliver events, returns how to end it.
    let subscribeHandler: (@escaping (Event<Element>) -> Void) -> Disposable

    init(_ subscribeHandler: @escaping (@escaping (Event<Element>) -> Void) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    /// Subscribes `observer` to the sequence.
    ///
    /// - Parameter observer: Receives the sequence's events.
    /// - Returns: A disposable that ends the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        run(observer.on)
    }

    /// Returns itself.
    public func asObservable() -> Observable<Element> { self }

    /// Subscribes an event handler. Operators call this rather than the public `subscribe`.
    ///
    /// Like every subscription in RxSwift, one made while no trampoline is active on this thread
    /// runs on the ``CurrentThreadScheduler``, so sources that schedule on it (`of`, `from`,
    /// `range`) start only once the whole chain is subscribed.
    func run(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        CurrentThreadScheduler.runOnTrampoline { subscribeHandler(handler) }
    }

    /// Subscribes an event handler from inside another subscription's handler, as an operator
    /// subscribes its source while it is being subscribed.
    ///
    /// The same as ``run(_:)`` there: a subscribe handler only ever runs through `run`, which has
    /// started the trampoline on this thread by then, so `run` would find it running and call the
    /// handler at once. This skips asking the thread-local slot again (one `pthread_getspecific`
    /// per operator per subscription). Only for a call made synchronously in a subscribe handler;
    /// a subscription made later (a retry, an inner sequence, a scheduled action) uses `run`.
    func runInSubscription(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribeHandler(handler)
    }
}

/// ``Observable`` under a name that cannot clash with another module's `Observable` (Combine's,
/// Observation's): `RxObservable<Int>`.
public typealias RxObservable<Element> = Observable<Element>
