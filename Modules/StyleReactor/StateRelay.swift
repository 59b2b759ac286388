import ReactiveCore

/// A relay whose current value can be read and written: the state a stubbed reactor shows
/// (`reactor.stub.state.value = …`).
package final class StateRelay<Element>: ObservableType {
    private let relay: BehaviorRelay<Element>

    package init(value: Element) {
        relay = BehaviorRelay(value: value)
    }

    /// The current value; setting it sends it to the subscribers.
    package var value: Element {
        get { relay.value }
        set { relay.accept(newValue) }
    }

    /// Makes `element` the current value and sends it to the subscribers.
    package func accept(_ element: Element) {
        relay.accept(element)
    }

    package func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        relay.subscribe(observer)
    }
}
