extension InfallibleType {
    /// Subscribes handlers for the elements, the completion and the end of the subscription.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes handlers that receive `object` while it lives, and nothing once it is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a handler for every event.
    ///
    /// An `Infallible` never fails; one that does anyway (built from a sequence that was not
    /// meant to fail) stops a debug build here, as RxSwift 6.10.2's does ("Infallible must never
    /// emit a error event."), and in a release build prints that message and ends the
    /// subscription. `bind(to:)` observers goes through here too; the other entry points
    /// (`subscribe(onNext:…)`, `bind(onNext:)`, `bind(to:)` relays) hand the error to
    /// ``Hooks/defaultErrorHandler``, and `subscribe(with:…)` drops it, as RxSwift's do.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe(
            onNext: { on(.next($0)) },
            onError: { error in
                Hooks.rxFatalErrorInDebug(
                    bindingError: error, "Infallible must never emit a error event. error: \(error)")
            },
            onCompleted: { on(.completed) })
    }

    /// Sends every element to each of `observers`.
    ///
    /// An error (which an `Infallible` never sends) stops a debug build, as
    /// ``subscribe(_:)`` does, instead of reaching the observers: RxCocoa binds through it.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { event in
            for observer in observers { observer.on(event.event) }
        }
    }

    /// Sends every element to each of `relays`.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to each of `relays`.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to each of `relays`.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to each of `observers` of optional elements.
    ///
    /// An error stops a debug build, as ``subscribe(_:)`` does.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        Infallible<Element?>(asObservable().map { $0 as Element? }).subscribe { event in
            for observer in observers { observer.on(event.event) }
        }
    }

    /// Sends every element to each of `relays` of optional elements.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to each of `relays` of optional elements.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to each of `relays` of optional elements.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Hands the sequence to a binder function and returns what it returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands the sequence to a curried binder function with `curriedArgument`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Runs `onNext` for every element.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        asObservable().subscribe(onNext: onNext)
    }
}
