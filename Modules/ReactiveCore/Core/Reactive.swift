/// The namespace for reactive extensions of a type: `object.rx.something`.
///
/// Extend `Reactive where Base: YourType` to add bindings. For any writable property of a
/// class, `object.rx.property` is a ``Binder`` that sets it.
///
/// ```swift
/// extension Reactive where Base: Label {
///     var text: Binder<String> { Binder(base) { label, text in label.text = text } }
/// }
/// viewModel.title.drive(label.rx.text)
/// ```
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended value.
    public let base: Base

    /// Creates the extensions of `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// A binder that sets the property at `keyPath` on the main scheduler.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
    where Base: AnyObject {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}

/// A type that offers reactive extensions through `rx`.
public protocol ReactiveCompatible {
    /// The type extended.
    associatedtype ReactiveBase

    /// The reactive extensions of the type.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The reactive extensions of the value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The reactive extensions of the type.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // Settable so that mutating extensions compile, as in RxSwift.
        set {}
    }

    /// The reactive extensions of the value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}
