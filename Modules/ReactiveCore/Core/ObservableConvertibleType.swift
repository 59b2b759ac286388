/// A type that can be converted to an ``Observable``.
public protocol ObservableConvertibleType {
    /// The type of element in the sequence.
    associatedtype Element

    /// The sequence as an ``Observable``.
    func asObservable() -> Observable<Element>
}
