/// The sharing strategy of ``Driver``: deliver on the sharing scheduler, replay the latest
/// element while connected.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// The current ``SharingScheduler``.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares with a replay of one while connected.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// A ``SharedSequence`` for state: it never fails, delivers on the main scheduler, and gives
/// each new subscriber the latest element.
///
/// ```swift
/// let title: Driver<String> = viewModel.count.map { "Count: \($0)" }.asDriver(onErrorJustReturn: "")
/// title.drive(label.rx.text).disposed(by: bag)
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes observers to the driver's elements.
    @inline(__always)
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        ensureMainThread()
        // One observer, the usual case, is stored as it is: no closure over the array. The others
        // are copied, so that the variadic array itself never escapes and, inlined into the
        // caller, need not be allocated at all.
        if observers.count == 1 {
            return EventSubscriptionSink(observers[0]).subscribe(to: asObservable())
        }
        let all = observers.map { $0 }
        return asObservable().subscribe { event in all.forEach { $0.on(event) } }
    }

    /// Subscribes observers of optional elements to the driver's elements.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        ensureMainThread()
        return asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends the driver's elements to relays.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        deliverElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends the driver's elements to relays of optional elements.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        deliverElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends the driver's elements to relays.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        deliverElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends the driver's elements to relays of optional elements.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        deliverElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Subscribes without a handler, for the side effects upstream.
    public func drive() -> Disposable {
        drive(onNext: nil)
    }

    /// Hands the driver to a curried binder function with `curriedArgument`.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        ensureMainThread()
        return with(asObservable())(curriedArgument)
    }

    /// Sends the driver's elements to relays.
    public func drive(_ relays: PublishRelay<Element>...) -> Disposable {
        deliverElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Subscribes closures to the driver's elements and completion.
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        ensureMainThread()
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` (held weakly) with every call.
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        ensureMainThread()
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Hands the driver to a binder function and returns what it returns.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        ensureMainThread()
        return transformation(asObservable())
    }

    /// The driver itself.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}

extension ObservableConvertibleType {
    /// The sequence as a ``Driver`` that sends `onErrorJustReturn` and completes on error.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler, onErrorJustReturn: onErrorJustReturn))
    }

    /// The sequence as a ``Driver`` that continues with `onErrorDriveWith` on error.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(
            asObservable().observe(on: DriverSharingStrategy.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// The sequence as a ``Driver`` that continues with the driver `onErrorRecover` returns.
    public func asDriver(onErrorRecover: @escaping (Swift.Error) -> Driver<Element>) -> Driver<Element> {
        Driver(
            asObservable().observe(on: DriverSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension InfallibleType {
    /// The sequence as a ``Driver``: delivered on the main scheduler and shared with a replay of
    /// the latest element (it cannot fail, so nothing replaces an error).
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension BehaviorRelay {
    /// The relay as a ``Driver`` of its value.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension SharedSequenceConvertibleType {
    /// Subscribes `onNext` to the elements from the main thread: what `drive` and `emit` do with
    /// relays.
    func deliverElements(_ onNext: @escaping (Element) -> Void) -> Disposable {
        ensureMainThread()
        return asObservable().subscribe(onNext: onNext)
    }

    /// Traps in debug builds when not on the main thread, unless a mock scheduler is in place.
    func ensureMainThread() {
        if !SharingScheduler.isMocked {
            MainScheduler.ensureRunningOnMainThread(
                errorMessage: "`drive*` and `emit*` must be called from the main thread")
        }
    }
}
