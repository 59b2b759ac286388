import ReactiveCore
import ReactiveTesting
import Testing

@Suite(.tracksResources)
struct FilteringTests {
    let scheduler = TestScheduler(initialClock: 0)

    func numbers() -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
    }

    @Test func skipDropsTheFirstElements() {
        let source = numbers()
        let observer = scheduler.start { source.skip(2) }
        #expect(observer.events == [.next(230, 3), .next(240, 4), .completed(300)])
    }

    @Test func skipWhileDropsUntilThePredicateFails() {
        let source = numbers()
        let observer = scheduler.start { source.skip(while: { $0 < 3 }) }
        #expect(observer.events == [.next(230, 3), .next(240, 4), .completed(300)])
    }

    @Test func takeCompletesAfterTheCountAndDisposesUpstream() {
        let source = numbers()
        let observer = scheduler.start { source.take(2) }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(220)])
        #expect(source.subscriptions == [Subscription(200, 220)])
    }

    @Test func takeZeroCompletesAtOnceWithoutSubscribing() {
        let source = numbers()
        let observer = scheduler.start { source.take(0) }
        #expect(observer.events == [.completed(200)])
        #expect(source.subscriptions.isEmpty)
    }

    @Test func takeWhileIsExclusiveByDefaultAndInclusiveOnRequest() {
        let source = numbers()
        let exclusive = scheduler.start { source.take(while: { $0 < 3 }) }
        #expect(exclusive.events == [.next(210, 1), .next(220, 2), .completed(230)])

        let other = TestScheduler(initialClock: 0)
        let again = other.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let inclusive = other.start { again.take(while: { $0 < 2 }, behavior: .inclusive) }
        #expect(inclusive.events == [.next(210, 1), .next(220, 2), .completed(220)])
    }

    @Test func takeUntilAPredicate() {
        let source = numbers()
        let observer = scheduler.start { source.take(until: { $0 == 3 }, behavior: .inclusive) }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
    }

    @Test func takeUntilAnotherSequenceCompletesOnItsFirstElement() {
        let source = numbers()
        let stop = scheduler.createHotObservable([.next(225, ()), .completed(250)])
        let observer = scheduler.start { source.take(until: stop) }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(225)])
        #expect(source.subscriptions == [Subscription(200, 225)])
        #expect(stop.subscriptions == [Subscription(200, 225)])
    }

    @Test func takeUntilIgnoresTheOtherSequencesCompletionButNotItsError() {
        let source = numbers()
        let quiet = scheduler.createHotObservable([Recorded<Event<Int>>.completed(215)])
        let kept = scheduler.start { source.take(until: quiet) }
        #expect(kept.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])

        let other = TestScheduler(initialClock: 0)
        let values = other.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let failing = other.createHotObservable([Recorded<Event<Int>>.error(220, TestError.boom)])
        let failed = other.start { values.take(until: failing) }
        #expect(failed.events == [.next(210, 1), .error(220, TestError.boom)])
    }
}
