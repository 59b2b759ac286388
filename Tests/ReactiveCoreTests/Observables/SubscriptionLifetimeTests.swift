import ReactiveCore
import ReactiveTesting
import Testing

/// When upstream subscriptions end, as RxSwift's own tests pin it down: a sink lets go of a source
/// as soon as that source stops, not when the subscriber disposes.
@Suite(.tracksResources)
struct SubscriptionLifetimeTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func takeUntilLetsGoOfATriggerThatCompletesWithoutAnElement() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(500)])
        let trigger = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let observer = scheduler.start { source.take(until: trigger) }
        #expect(observer.events == [.next(210, 1), .next(300, 2), .completed(500)])
        #expect(trigger.subscriptions == [Subscription(200, 250)])
        #expect(source.subscriptions == [Subscription(200, 500)])
    }

    @Test func flatMapLatestLetsGoOfTheOuterSequenceWhenItCompletes() {
        let outer = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let inner = scheduler.createColdObservable([.next(10, 5), .completed(100)])
        let observer = scheduler.start { outer.flatMapLatest { _ in inner } }
        #expect(observer.events == [.next(220, 5), .completed(310)])
        #expect(outer.subscriptions == [Subscription(200, 250)])
        #expect(inner.subscriptions == [Subscription(210, 310)])
    }

    @Test func delayLetsGoOfTheSourceWhenItCompletesNotWhenTheCompletionIsSent() {
        let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let observer = scheduler.start { source.delay(.seconds(100), scheduler: scheduler) }
        #expect(observer.events == [.next(310, 1), .completed(350)])
        #expect(source.subscriptions == [Subscription(200, 250)])
    }

    @Test func retryWhenLetsGoOfTheFailedAttemptAtItsError() {
        let attempt = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let observer = scheduler.start {
            attempt.retry(when: { errors in
                errors.enumerated().flatMap { index, error -> Observable<Int> in
                    index < 1 ? Observable<Int>.timer(.seconds(50), scheduler: scheduler) : .error(error)
                }
            })
        }
        #expect(observer.events == [.next(210, 1), .next(280, 1), .error(290, TestError.boom)])
        #expect(attempt.subscriptions == [Subscription(200, 220), Subscription(270, 290)])
    }
}

/// `retry(when:)` over a typed error, as RxSwift's generic overload.
@Suite(.tracksResources)
struct TypedRetryTests {
    enum Transient: Error { case busy }

    @Test func retriesTheTypedErrorAndFailsAtOnceOnAnyOther() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempt = 0
        let source = Observable<Int>.deferred {
            attempt += 1
            return attempt < 3 ? .error(Transient.busy) : .error(TestError.boom)
        }
        var handled: [Transient] = []
        let observer = scheduler.start {
            source.retry(when: { (errors: Observable<Transient>) in
                errors.do(onNext: { handled.append($0) })
            })
        }
        #expect(observer.events == [.error(200, TestError.boom)])
        #expect(attempt == 3)
        #expect(handled == [.busy, .busy])
    }
}
