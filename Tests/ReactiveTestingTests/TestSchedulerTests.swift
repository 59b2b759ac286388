import ReactiveCore
import ReactiveTesting
import Testing

@Suite(.tracksResources)
struct TestSchedulerTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func startCreatesSubscribesAndDisposesAtTheDefaultTimes() {
        var createdAt: TestTime?
        let source = scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(1_100, 3)])
        let observer = scheduler.start { () -> TestableObservable<Int> in
            createdAt = scheduler.clock
            return source
        }
        #expect(createdAt == 100)
        #expect(observer.events == [.next(250, 2)])
        #expect(source.subscriptions == [Subscription(200, 1_000)])
    }

    @Test func hotObservablesSendAtAbsoluteTimesToWhoeverListens() {
        let source = scheduler.createHotObservable([.next(210, "a"), .next(260, "b"), .completed(300)])
        let late = scheduler.createObserver(String.self)
        var subscription: Disposable?
        scheduler.scheduleAt(250) { subscription = source.subscribe(late) }
        scheduler.start()
        #expect(late.events == [.next(260, "b"), .completed(300)])
        #expect(source.subscriptions == [Subscription(250)])
        subscription?.dispose()
    }

    @Test func coldObservablesReplayRelativeToEachSubscription() {
        let source = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { source.subscribe(first).disposed(by: bag) }
        scheduler.scheduleAt(150) { source.subscribe(second).disposed(by: bag) }
        scheduler.start()
        #expect(first.events == [.next(110, "a"), .completed(120)])
        #expect(second.events == [.next(160, "a"), .completed(170)])
        #expect(source.subscriptions == [Subscription(100), Subscription(150)])
    }

    @Test func resolutionMakesTicksMilliseconds() {
        let milliseconds = TestScheduler(initialClock: 0, resolution: 0.001)
        let observer = milliseconds.start { Observable<Int>.timer(.milliseconds(300), scheduler: milliseconds) }
        #expect(observer.events == [.next(500, 0), .completed(500)])
    }

    @Test func eventsCompareErrorsByEqualityOrDescription() {
        #expect(Event<Int>.error(TestError.boom) == .error(TestError.boom))
        #expect(Event<Int>.error(TestError.boom) != .error(TestError.other))
        #expect(Event<Int>.error(RxError.timeout) == .error(RxError.timeout))
        #expect(Event<Int>.error(RxError.timeout) != .error(RxError.noElements))
        #expect(Event<Int>.next(1) != .completed)
    }

    @Test func recordedValuesAndSubscriptionsDescribeThemselves() {
        #expect(Recorded<Event<Int>>.next(210, 1).debugDescription == "next(1) @ 210")
        #expect(Subscription(200, 300).debugDescription == "(200: 300)")
        #expect(Subscription(200).debugDescription == "(200: Infinity)")
    }
}

enum TestError: Error, Equatable {
    case boom
    case other
}
