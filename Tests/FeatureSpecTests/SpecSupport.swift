import Features
import ReactiveCore
import ReactiveTesting

/// Runs `body` the way every scenario of the shared spec runs: on a test scheduler whose work
/// for "now" runs at the same tick, with `Driver` and `Signal` delivering through a
/// `SynchronousScheduler` on it, as they do on the main thread of an app. So styles that deliver
/// through a `Driver` and styles that do not see events at the same times and in the same order.
func runScenario(_ body: (TestScheduler) throws -> Void) rethrows {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    try mockSharing(scheduler) {
        try body(scheduler)
    }
}

/// Makes `Driver` and `Signal` deliver synchronously, timed by `scheduler`, during `body`.
func mockSharing(_ scheduler: TestScheduler, _ body: () throws -> Void) rethrows {
    try SharingScheduler.mock(scheduler: SynchronousScheduler(timedBy: scheduler), action: body)
}

/// A binder that records what a view is told to show, at the virtual time it is told.
func recorder<Element>(_ observer: TestableObserver<Element>) -> Binder<Element> {
    Binder(observer, scheduler: CurrentThreadScheduler.instance) { observer, value in observer.onNext(value) }
}

/// The user intents a scripted view sends: `()` at each of the given times.
func intents(_ scheduler: TestScheduler, at times: [TestTime]) -> Observable<Void> {
    scheduler.createHotObservable(times.map { Recorded.next($0, ()) }).asObservable()
}
