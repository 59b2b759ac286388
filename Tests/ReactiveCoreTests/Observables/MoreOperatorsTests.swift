import ReactiveCore
import ReactiveTesting
import Testing

@Suite(.tracksResources)
struct MoreOperatorsTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func takeLastSendsTheLastElementsOnCompletion() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let observer = scheduler.start { source.takeLast(2) }
        #expect(observer.events == [.next(300, 2), .next(300, 3), .completed(300)])
    }

    @Test func takeLastForwardsAnErrorAndDropsTheBuffer() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(300, TestError.boom)])
        let observer = scheduler.start { source.takeLast(2) }
        #expect(observer.events == [.error(300, TestError.boom)])
    }

    @Test func skipUntilDropsElementsUntilTheOtherSequenceSendsOne() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let other = scheduler.createHotObservable([.next(220, "go"), .completed(240)])
        let observer = scheduler.start { source.skip(until: other) }
        #expect(observer.events == [.next(230, 2), .next(250, 3), .completed(300)])
        #expect(other.subscriptions == [Subscription(200, 220)])
    }

    @Test func skipUntilCompletesSilentlyWhenTheOtherNeverSends() {
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let other = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        let observer = scheduler.start { source.skip(until: other) }
        #expect(observer.events.isEmpty)
        #expect(source.subscriptions == [Subscription(200, 300)])
    }

    @Test func elementAtSendsOneElementOrFails() {
        let source = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(300)])
        let observer = scheduler.start { source.element(at: 1) }
        #expect(observer.events == [.next(220, "b"), .completed(220)])

        let short = TestScheduler(initialClock: 0)
        let oneElement = short.createHotObservable([.next(210, "a"), .completed(300)])
        let failed = short.start { oneElement.element(at: 5) }
        #expect(failed.events.map(\.time) == [300])
        #expect(failed.events.first?.value.error is RxError)
    }

    @Test func singleSendsTheOnlyElementAtOnce() {
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let observer = scheduler.start { source.single() }
        #expect(observer.events == [.next(210, 1), .completed(300)])
    }

    @Test func singleFailsOnASecondElementOrNone() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let two = scheduler.start { source.single() }
        #expect(two.events.map(\.time) == [210, 220])
        #expect(two.events.last?.value.error is RxError)

        let empty = TestScheduler(initialClock: 0)
        let none = empty.createHotObservable([Recorded<Event<Int>>.completed(300)])
        let noElements = empty.start { none.single { $0 > 0 } }
        #expect(noElements.events.map(\.time) == [300])
        #expect(noElements.events.first?.value.error is RxError)
    }

    @Test func ifEmptyUsesTheDefaultOrTheReplacement() {
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
        let observer = scheduler.start { empty.ifEmpty(default: 7) }
        #expect(observer.events == [.next(300, 7), .completed(300)])

        let other = TestScheduler(initialClock: 0)
        let full = other.createHotObservable([.next(210, 1), .completed(300)])
        let replacement = other.createColdObservable([.next(10, 9), .completed(20)])
        let kept = other.start { full.ifEmpty(switchTo: replacement.asObservable()) }
        #expect(kept.events == [.next(210, 1), .completed(300)])
        #expect(replacement.subscriptions.isEmpty)
    }

    @Test func repeatElementRepeatsUntilTaken() {
        let observer = scheduler.start { Observable.repeatElement("x", scheduler: scheduler).take(3) }
        #expect(observer.events == [.next(201, "x"), .next(202, "x"), .next(203, "x"), .completed(203)])

        let log = EventLog<Int>()
        Observable.repeatElement(4).take(2).subscribe(log.record).dispose()
        #expect(log.events == [.next(4), .next(4), .completed])
    }
}
