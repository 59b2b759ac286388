/// A type that is, or can be seen as, a ``ControlEvent``.
public protocol ControlEventType: ObservableType {
    /// The events as a ``ControlEvent``.
    func asControlEvent() -> ControlEvent<Element>
}

/// The events of a UI control: a button's taps, a list's selections.
///
/// Like RxCocoa's: it never fails, it completes when the control goes away, it does not send
/// anything on subscription, and it delivers on the thread its control lives on.
///
/// ```swift
/// button.rx.tap
///     .bind(to: viewModel.input.validate)
///     .disposed(by: bag)
/// ```
///
/// RxCocoa subscribes to the control on the main thread (`subscribe(on:
/// ConcurrentMainScheduler.instance)`). Here it subscribes where it is subscribed: the controls
/// that make control events (the terminal widgets) are used on the main thread already, and
/// tests drive them from any thread.
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The element type.
    public typealias Element = PropertyType

    private let events: Observable<PropertyType>

    /// Control events backed by `events`, which must not fail.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.asObservable()
    }

    /// Subscribes `observer` to the events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as an `Observable`.
    public func asObservable() -> Observable<Element> {
        events
    }

    /// Itself.
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }
}

extension ControlEvent {
    /// The events as a ``Driver``.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { _ in Driver.empty() })
    }

    /// The events as an ``Infallible``: a control's events never fail.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }

    /// The events as a ``Signal``.
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorRecover: { _ in Signal.empty() })
    }
}
