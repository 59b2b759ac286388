import ReactiveCore

/// A testable observable that plays its events anew for every subscription, their times taken
/// as offsets from the moment of subscription.
final class ColdObservable<Element>: TestableObservable<Element> {
    init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: scheduler, recordedEvents: recordedEvents)
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let index = recordSubscription()
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            _ = scheduled.insert(
                testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                    observer.on(recorded.value)
                    return Disposables.create()
                })
        }
        return Disposables.create { [weak self] in
            scheduled.dispose()
            self?.recordUnsubscription(index)
        }
    }
}
