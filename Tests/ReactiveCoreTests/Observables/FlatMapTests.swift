import ReactiveCore
import ReactiveTesting
import Testing

/// The outer sequence sends 1 at 210 and 2 at 250; each inner sequence sends `10 × value` after
/// 10 ticks, `100 × value` after 50 and completes after 60.
@Suite(.tracksResources)
struct FlatMapTests {
    let scheduler = TestScheduler(initialClock: 0)

    func inner(_ value: Int) -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(10, value * 10), .next(50, value * 100), .completed(60)])
    }

    func outer(_ events: [Recorded<Event<Int>>]) -> TestableObservable<Int> {
        scheduler.createHotObservable(events)
    }

    @Test func flatMapLatestDisposesThePreviousInnerSequence() {
        let source = outer([.next(210, 1), .next(250, 2), .completed(400)])
        var inners: [TestableObservable<Int>] = []
        let observer = scheduler.start {
            source.flatMapLatest { value -> TestableObservable<Int> in
                let made = self.inner(value)
                inners.append(made)
                return made
            }
        }
        #expect(observer.events == [.next(220, 10), .next(260, 20), .next(300, 200), .completed(400)])
        #expect(inners.map(\.subscriptions) == [[Subscription(210, 250)], [Subscription(250, 310)]])
    }

    @Test func flatMapLatestCompletesOnlyWhenTheLatestInnerHasCompleted() {
        let source = outer([.next(210, 1), .completed(230)])
        let observer = scheduler.start { source.flatMapLatest { self.inner($0) } }
        #expect(observer.events == [.next(220, 10), .next(260, 100), .completed(270)])
    }

    @Test func flatMapLatestForwardsInnerErrorsAndSelectorErrors() {
        let source = outer([.next(210, 1), .next(250, 2)])
        let observer = scheduler.start {
            source.flatMapLatest { value -> Observable<Int> in
                if value == 2 { throw TestError.boom }
                return .never()
            }
        }
        #expect(observer.events == [.error(250, TestError.boom)])
        #expect(source.subscriptions == [Subscription(200, 250)])
    }

    @Test func switchLatestFollowsTheNewestSequence() {
        let first = inner(1)
        let second = inner(2)
        let source = scheduler.createHotObservable([
            .next(210, first.asObservable()), .next(240, second.asObservable()), .completed(300),
        ])
        let observer = scheduler.start { source.switchLatest() }
        #expect(observer.events == [.next(220, 10), .next(250, 20), .next(290, 200), .completed(300)])
    }

    @Test func flatMapMergesEveryInnerSequence() {
        let source = outer([.next(210, 1), .next(250, 2), .completed(400)])
        let observer = scheduler.start { source.flatMap { self.inner($0) } }
        #expect(
            observer.events == [
                .next(220, 10), .next(260, 100), .next(260, 20), .next(300, 200), .completed(400),
            ])
    }

    @Test func flatMapWaitsForInnerSequencesBeforeCompleting() {
        let source = outer([.next(210, 1), .completed(220)])
        let observer = scheduler.start { source.flatMap { self.inner($0) } }
        #expect(observer.events == [.next(220, 10), .next(260, 100), .completed(270)])
    }

    @Test func flatMapFirstDropsElementsWhileAnInnerSequenceRuns() {
        let source = outer([.next(210, 1), .next(230, 2), .next(280, 3), .completed(400)])
        let observer = scheduler.start { source.flatMapFirst { self.inner($0) } }
        #expect(
            observer.events == [.next(220, 10), .next(260, 100), .next(290, 30), .next(330, 300), .completed(400)])
    }

    @Test func concatMapRunsInnerSequencesOneAfterAnother() {
        let source = outer([.next(210, 1), .next(230, 2), .completed(250)])
        let observer = scheduler.start { source.concatMap { self.inner($0) } }
        #expect(
            observer.events == [.next(220, 10), .next(260, 100), .next(280, 20), .next(320, 200), .completed(330)])
    }

    @Test func mergeWithMaxConcurrentQueuesTheRest() {
        let sources = scheduler.createHotObservable([
            .next(210, inner(1).asObservable()), .next(220, inner(2).asObservable()),
            .next(230, inner(3).asObservable()), .completed(240),
        ])
        let observer = scheduler.start { sources.merge(maxConcurrent: 2) }
        // 1 and 2 run at once; 3 starts when 1 completes at 270.
        #expect(
            observer.events == [
                .next(220, 10), .next(230, 20), .next(260, 100), .next(270, 200), .next(280, 30), .next(320, 300),
                .completed(330),
            ])
    }
}
