extension ObservableType {
    /// Subscribes observers to the sequence: the binding form of `subscribe(_:)`.
    ///
    /// - Parameter observers: Receive every event.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes observers of optional elements to the sequence.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends the elements to relays; an error is a programming error (reported, not forwarded).
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bindElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends the elements to relays; an error is a programming error (reported, not forwarded).
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bindElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends the elements to relays; an error is a programming error (reported, not forwarded).
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bindElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends the elements to relays of optional elements.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bindElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends the elements to relays of optional elements.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bindElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends the elements to relays of optional elements.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bindElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Calls `onNext` with each element; an error is a programming error (reported).
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        bindElements(onNext)
    }

    /// Calls `onNext` with `object` (held weakly) and each element.
    public func bind<Object: AnyObject>(
        with object: Object, onNext: @escaping (Object, Element) -> Void
    )
        -> Disposable
    {
        bindElements { [weak object] element in
            guard let object else { return }
            onNext(object, element)
        }
    }

    /// Hands the sequence to a binder function and returns what it returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands the sequence and an argument to a curried binder function.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    private func bindElements(_ onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: reportBindingError)
    }
}
