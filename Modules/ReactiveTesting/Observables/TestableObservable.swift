import ReactiveCore

/// An observable made from recorded events, which records its own subscriptions.
///
/// Made by ``TestScheduler/createHotObservable(_:)-([Recorded<Event<Element>>])`` and
/// ``TestScheduler/createColdObservable(_:)-([Recorded<Event<Element>>])``.
public class TestableObservable<Element>: ObservableType {
    /// The scheduler the events are played on.
    public let testScheduler: TestScheduler
    /// The events this observable sends.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// Every subscription so far, with its disposal time once disposed.
    public internal(set) var subscriptions: [Subscription] = []

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// Subscribes `observer`; subclasses define how events reach it.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        fatalError("TestableObservable is abstract; use createHotObservable or createColdObservable")
    }

    /// Records a subscription starting now; returns its index.
    func recordSubscription() -> Int {
        subscriptions.append(Subscription(testScheduler.clock))
        return subscriptions.count - 1
    }

    /// Records that subscription `index` ended now.
    func recordUnsubscription(_ index: Int) {
        subscriptions[index] = Subscription(subscriptions[index].subscribe, testScheduler.clock)
    }
}
