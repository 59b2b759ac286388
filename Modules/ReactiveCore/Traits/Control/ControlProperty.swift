/// A type that is, or can be seen as, a ``ControlProperty``.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The property as a ``ControlProperty``.
    func asControlProperty() -> ControlProperty<Element>
}

/// A property of a UI control that the user and the program both change: a text field's text.
///
/// Like RxCocoa's: subscribing sends the current value, then every change the user makes; it never
/// fails and completes when the control goes away. As an observer it sets the value (which
/// does not count as a change the user made). Binding an error to it is a programming error, as in
/// RxCocoa: a debug build stops the process ("Binding error: …"), a release build prints the
/// message (to standard error here, to standard output in RxCocoa) and goes on.
///
/// ```swift
/// field.rx.text
///     .bind(to: viewModel.input.name)
///     .disposed(by: bag)
/// viewModel.output.name
///     .drive(field.rx.text)
///     .disposed(by: bag)
/// ```
///
/// As with ``ControlEvent``, it subscribes where it is subscribed, not on the main thread.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The element type.
    public typealias Element = PropertyType

    private let values: Observable<PropertyType>
    private let valueSink: AnyObserver<PropertyType>

    /// A property whose values (current, then changes) are `values` and whose setter is
    /// `valueSink`.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.asObservable()
        self.valueSink = AnyObserver(valueSink)
    }

    /// Subscribes `observer` to the current value and every change.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The changes only, without the current value.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// The values as an `Observable`.
    public func asObservable() -> Observable<Element> {
        values
    }

    /// Itself.
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the property to each element and passes a completion on; an error is a binding error,
    /// which stops a debug build (see the type's description).
    public func on(_ event: Event<Element>) {
        switch event {
        case .next:
            valueSink.on(event)
        case .error(let error):
            Hooks.bindingError(error)
        case .completed:
            valueSink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The text with `nil` read as the empty string, as RxCocoa's `orEmpty`.
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        let values = original.asObservable().map { $0 ?? "" }
        let sink = AnyObserver<String> { event in original.on(event.map { Optional($0) }) }
        return ControlProperty(values: values, valueSink: sink)
    }
}

extension ControlProperty {
    /// The values as a ``Driver``.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { _ in Driver.empty() })
    }
}
