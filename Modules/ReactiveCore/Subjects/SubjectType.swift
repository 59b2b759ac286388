/// A sequence that is also an observer: what it observes, it sends to its own subscribers.
public protocol SubjectType: ObservableType {
    /// The observer side's element type (usually ``ObservableConvertibleType/Element``).
    associatedtype Observer: ObserverType

    /// The subject's observer side.
    func asObserver() -> Observer
}
