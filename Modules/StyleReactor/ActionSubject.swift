import ReactiveCore

/// Where a view sends its actions: a subject that only ever forwards elements.
///
/// As in ReactorKit, an action subject never terminates: a control that completes or fails
/// (`bind(to: reactor.action)` forwards its terminal event) cannot end the reactor's actions
/// for the other controls.
package final class ActionSubject<Element>: ObservableType, ObserverType {
    private let subject = PublishSubject<Element>()

    package init() {}

    package func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// Forwards an element; ignores completion and errors.
    package func on(_ event: Event<Element>) {
        if case .next = event {
            subject.on(event)
        }
    }
}
