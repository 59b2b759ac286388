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

    /// Sends the elements to relays. An error is a programming error, as in RxRelay: a debug build
    /// stops the process ("Binding error to publish relay: …"), a release build prints the message
    /// (to standard error here, to standard output in RxRelay); the error is not forwarded. A
    /// completion ends the binding.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        relayElements(relayKind: "publish") { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends the elements to relays. An error is a programming error, as in RxRelay: a debug build
    /// stops the process ("Binding error to behavior relay: …"), a release build prints the
    /// message (to standard error here, to standard output in RxRelay); the error is not
    /// forwarded. A completion ends the binding.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        relayElements(relayKind: "behavior") { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends the elements to relays. An error is a programming error, as in RxRelay: a debug build
    /// stops the process with RxRelay's message, which names a behavior relay here too ("Binding
    /// error to behavior relay: …"), a release build prints it (to standard error here, to standard
    /// output in RxRelay); the error is not forwarded. A completion ends the binding.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        relayElements(relayKind: "behavior") { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends the elements to relays of optional elements; an error stops a debug build, as
    /// `bind(to:)` a relay of non-optional elements.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.relayElements(relayKind: "behavior") { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends the elements to relays of optional elements; an error stops a debug build, as
    /// `bind(to:)` a relay of non-optional elements.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.relayElements(relayKind: "publish") { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends the elements to relays of optional elements; an error stops a debug build, as
    /// `bind(to:)` a relay of non-optional elements.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.relayElements(relayKind: "behavior") { element in relays.forEach { $0.accept(element) } }
    }

    /// Calls `onNext` with each element. An error is a programming error, as in RxCocoa: a debug
    /// build stops the process ("Binding error: …"), a release build prints the message (to
    /// standard error here, to standard output in RxCocoa).
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        bindElements(onNext)
    }

    /// Calls `onNext` with `object` (held weakly) and each element; an error stops a debug build,
    /// as in `bind(onNext:)`.
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

    /// Calls `onNext` with each element, through the untracked end of ``subscribe(_:)``, as RxRelay's
    /// `bind(to:)` a relay ends in a closure given to `subscribe(_:)`: a feedback loop is reported
    /// by the relay's subject and the sinks on the way, not here. An error goes to
    /// `rxFatalErrorInDebug` with RxRelay's message ("Binding error to publish relay: …"; RxRelay
    /// says "behavior" for replay relays too); a completion ends the binding.
    fileprivate func relayElements(relayKind: String, _ onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                onNext(element)
            case .error(let error):
                Hooks.rxFatalErrorInDebug(bindingError: error, "Binding error to \(relayKind) relay: \(error)")
            case .completed:
                break
            }
        }
    }

    /// Subscribes `onNext` through the tracked end of `subscribe(onNext:onError:)`, as RxCocoa's
    /// `bind(onNext:)` does; an error goes to `rxFatalErrorInDebug` with RxCocoa's message
    /// ("Binding error: …").
    private func bindElements(_ onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(
            onNext: onNext,
            onError: { error in Hooks.rxFatalErrorInDebug(bindingError: error, "Binding error: \(error)") })
    }
}
