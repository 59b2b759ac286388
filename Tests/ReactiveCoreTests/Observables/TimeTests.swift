import ReactiveCore
import ReactiveTesting
import Testing

@Suite(.tracksResources)
struct TimeTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func debounceSendsAfterQuietAndFlushesOnCompletion() {
        let source = scheduler.createHotObservable([
            .next(210, "a"), .next(215, "ab"), .next(250, "abc"), .next(260, "abcd"), .completed(265),
        ])
        let observer = scheduler.start { source.debounce(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.next(235, "ab"), .next(265, "abcd"), .completed(265)])
    }

    @Test func debounceDropsThePendingElementOnError() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let observer = scheduler.start { source.debounce(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.error(220, TestError.boom)])
    }

    @Test func debounceWithMillisecondTicks() {
        let milliseconds = TestScheduler(initialClock: 0, resolution: 0.001)
        let source = milliseconds.createHotObservable([.next(210, "b"), .next(400, "be"), .completed(2_000)])
        let observer = milliseconds.start(disposed: 3_000) {
            source.debounce(.milliseconds(300), scheduler: milliseconds)
        }
        #expect(observer.events == [.next(700, "be"), .completed(2_000)])
    }

    @Test func throttleSendsTheFirstAndTheLatestOfEachWindow() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(220, 3), .next(250, 4), .completed(300),
        ])
        let observer = scheduler.start { source.throttle(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(230, 3), .next(250, 4), .completed(300)])
    }

    @Test func throttleWithoutLatestDropsHeldBackElements() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(220, 3), .next(250, 4), .completed(300),
        ])
        let observer = scheduler.start { source.throttle(.seconds(20), latest: false, scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(250, 4), .completed(300)])
    }

    @Test func throttleDelaysCompletionUntilTheHeldBackElementIsSent() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let observer = scheduler.start { source.throttle(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(230, 2), .completed(230)])
    }

    @Test func delayShiftsElementsAndCompletion() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let observer = scheduler.start { source.delay(.seconds(100), scheduler: scheduler) }
        #expect(observer.events == [.next(310, 1), .next(320, 2), .completed(400)])
    }

    @Test func delaySendsAnErrorAtOnceAndDropsWaitingElements() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
        let observer = scheduler.start { source.delay(.seconds(100), scheduler: scheduler) }
        #expect(observer.events == [.error(250, TestError.boom)])
    }

    @Test func delaySubscriptionSubscribesLater() {
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer = scheduler.start { source.delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(observer.events == [.next(240, 1), .completed(250)])
        #expect(source.subscriptions == [Subscription(230, 250)])
    }

    @Test func timeoutFailsWhenAnElementIsLate() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(300, 3)])
        let observer = scheduler.start { source.timeout(.seconds(50), scheduler: scheduler) }
        #expect(observer.events.map(\.time) == [210, 240, 290])
        #expect(observer.events.last?.value.error is RxError)
        #expect(source.subscriptions == [Subscription(200, 290)])
    }

    @Test func timeoutSwitchesToTheOtherSequence() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(300, 3)])
        let fallback = scheduler.createColdObservable([.next(5, 99), .completed(10)])
        let observer = scheduler.start { source.timeout(.seconds(50), other: fallback, scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(265, 99), .completed(270)])
        #expect(fallback.subscriptions == [Subscription(260, 270)])
    }

    @Test func timeoutPassesAPromptSequenceThrough() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(270)])
        let observer = scheduler.start { source.timeout(.seconds(50), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(240, 2), .completed(270)])
    }

    @Test func bufferSendsByCountOrByTime() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(350, 4), .completed(400),
        ])
        let observer = scheduler.start {
            source.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler)
        }
        #expect(observer.events == [.next(220, [1, 2]), .next(320, [3]), .next(400, [4]), .completed(400)])
    }

    @Test func bufferSendsEmptyWindowsWhenTimeRunsOut() {
        let source = scheduler.createHotObservable([Recorded<Event<Int>>.completed(350)])
        let observer = scheduler.start { source.buffer(timeSpan: .seconds(100), count: 5, scheduler: scheduler) }
        #expect(observer.events == [.next(300, []), .next(350, []), .completed(350)])
    }
}
