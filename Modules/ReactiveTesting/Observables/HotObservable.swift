import ReactiveCore

/// A testable observable whose events happen at their absolute times, to whoever is subscribed.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var order: [Int] = []
    private var nextKey = 0

    init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: scheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            scheduler.scheduleAt(recorded.time) { [weak self] in
                guard let self else { return }
                for key in order {
                    observers[key]?.on(recorded.value)
                }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers[key] = AnyObserver(observer)
        order.append(key)
        let index = recordSubscription()
        return Disposables.create { [weak self] in
            guard let self else { return }
            observers[key] = nil
            order.removeAll { $0 == key }
            recordUnsubscription(index)
        }
    }
}
