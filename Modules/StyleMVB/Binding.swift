import ReactiveCore

precedencegroup BindingPrecedence {
    associativity: none
    lowerThan: DefaultPrecedence
}

infix operator <~ : BindingPrecedence

/// Binds `source` to `observer`: `view.title <~ model.title`.
///
/// The data flows right to left; the result is the subscription.
package func <~ <Observer: ObserverType>(observer: Observer, source: Observable<Observer.Element>) -> Disposable {
    source.bind(to: observer)
}

/// Binds `source` to a handler: `selectionHandler <~ view.selections`.
package func <~ <Element>(handler: @escaping (Element) -> Void, source: Observable<Element>) -> Disposable {
    source.subscribe(onNext: handler)
}

/// Sends `source`'s elements to a relay: `model.name <~ view.name`.
package func <~ <Element>(relay: BehaviorRelay<Element>, source: Observable<Element>) -> Disposable {
    source.bind(to: relay)
}
