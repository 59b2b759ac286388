extension ObservableType {
    /// Subscribes closures to the sequence's elements and terminal events.
    ///
    /// An error with no `onError` is passed to ``Hooks/defaultErrorHandler``. `onDisposed` runs
    /// once, after a terminal event or when the returned disposable is disposed.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onError: Called with the error that ends the sequence.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once the subscription has ended, for any reason.
    /// - Returns: A disposable that ends the subscription.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        SubscriptionSink(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
            .subscribe(to: asObservable())
    }

    /// Subscribes closures that receive `object` (held weakly) with every call.
    ///
    /// Once `object` is deallocated, the closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure; held weakly.
    ///   - onNext: Called with the object and each element.
    ///   - onError: Called with the object and the error that ends the sequence.
    ///   - onCompleted: Called with the object when the sequence completes.
    ///   - onDisposed: Called with the object once the subscription has ended.
    /// - Returns: A disposable that ends the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext?(object, element)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }

    /// Subscribes a closure to every event of the sequence.
    ///
    /// - Parameter on: Called with each event; nothing follows a terminal event.
    /// - Returns: A disposable that ends the subscription.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        EventSubscriptionSink(AnyObserver(eventHandler: on)).subscribe(to: asObservable())
    }
}
