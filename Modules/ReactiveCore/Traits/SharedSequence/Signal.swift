/// The sharing strategy of ``Signal``: deliver on the sharing scheduler, replay nothing.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// The current ``SharingScheduler``.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares without replay while connected.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

/// A ``SharedSequence`` for one-shot events (a message, a navigation): it never fails,
/// delivers on the main scheduler, and replays nothing to new subscribers.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes observers to the signal's elements.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        ensureMainThread()
        return asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes observers of optional elements to the signal's elements.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        ensureMainThread()
        return asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends the signal's elements to relays of optional elements.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        deliverElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends the signal's elements to relays of optional elements.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        deliverElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends the signal's elements to relays.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        deliverElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends the signal's elements to relays of optional elements.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        deliverElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Subscribes without a handler, for the side effects upstream.
    public func emit() -> Disposable {
        emit(onNext: nil)
    }

    /// The signal itself.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }

    /// Sends the signal's elements to relays.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        deliverElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends the signal's elements to relays.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        deliverElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Subscribes closures to the signal's elements and completion.
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        ensureMainThread()
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` (held weakly) with every call.
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        ensureMainThread()
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}

extension ObservableConvertibleType {
    /// The sequence as a ``Signal`` that sends `onErrorJustReturn` and completes on error.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler, onErrorJustReturn: onErrorJustReturn))
    }

    /// The sequence as a ``Signal`` that continues with `onErrorSignalWith` on error.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        Signal(
            asObservable().observe(on: SignalSharingStrategy.scheduler).catch { _ in onErrorSignalWith.asObservable() })
    }

    /// The sequence as a ``Signal`` that continues with the signal `onErrorRecover` returns.
    public func asSignal(onErrorRecover: @escaping (Swift.Error) -> Signal<Element>) -> Signal<Element> {
        Signal(
            asObservable().observe(on: SignalSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension PublishRelay {
    /// The relay as a ``Signal``.
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
