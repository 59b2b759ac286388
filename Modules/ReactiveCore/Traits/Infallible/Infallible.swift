/// A type that is, or can be seen as, an ``Infallible``.
public protocol InfallibleType: ObservableConvertibleType {
    /// The sequence as an ``Infallible``.
    func asInfallible() -> Infallible<Element>
}

/// An event of an ``Infallible``: an element or the completion, never an error.
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The sequence completed.
    case completed
}

extension InfallibleEvent: EventConvertible {
    /// The same event as an ``Event``.
    public var event: Event<Element> {
        switch self {
        case .next(let element): .next(element)
        case .completed: .completed
        }
    }
}

/// A sequence that cannot fail: RxSwift 6's fourth trait. It sends elements and may complete,
/// with no error event in its type; unlike a ``Driver`` it neither shares nor changes threads.
///
/// ```swift
/// let names: Infallible<String> = field.rx.text.asInfallible(onErrorJustReturn: "")
/// names.subscribe(onNext: { print($0) }).disposed(by: bag)
/// ```
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an `Observable` (which never fails).
    public func asObservable() -> Observable<Element> { source }

    /// Itself.
    public func asInfallible() -> Infallible<Element> { self }

    /// What ``create(subscribe:)`` hands a subscription: sends an element or the completion.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// A sequence whose subscriptions run `subscribe` with an observer of elements and completion.
    ///
    /// - Parameter subscribe: Starts the work for one subscriber; returns what stops it.
    public static func create(
        subscribe: @escaping (@escaping InfallibleObserver) -> Disposable
    ) -> Infallible<Element> {
        Infallible(
            Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .next(let element): observer.onNext(element)
                    case .completed: observer.onCompleted()
                    }
                }
            })
    }
}

extension ObservableConvertibleType {
    /// The sequence as an ``Infallible`` that sends `element` and completes instead of failing.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// The sequence as an ``Infallible`` that goes on with `infallible` instead of failing.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// The sequence as an ``Infallible`` that goes on with what `onErrorRecover` makes of the
    /// error instead of failing.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}
