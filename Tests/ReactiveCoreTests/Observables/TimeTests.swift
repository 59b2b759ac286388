import Dispatch
import ReactiveCore
import ReactiveTesting
import Synchronization
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

    /// RxSwift's `test_ThrottleTimeSpan_NotLatest_Completed`, and the same source with `latest`
    /// (a /tmp run of RxSwift 6.10.2): the source is let go at its completion, 500, though the
    /// held-back 7 and the completion are sent at 610.
    @Test func throttleLetsGoOfTheSourceAtItsCompletion() {
        let events: [Recorded<Event<Int>>] = [
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6),
            .next(450, 7), .completed(500),
        ]
        let source = scheduler.createHotObservable(events)
        let notLatest = scheduler.start { source.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        #expect(notLatest.events == [.next(210, 2), .next(410, 6), .completed(500)])
        #expect(source.subscriptions == [Subscription(200, 500)])
        let other = TestScheduler(initialClock: 0)
        let again = other.createHotObservable(events)
        let latest = other.start { again.throttle(.seconds(200), scheduler: other) }
        #expect(latest.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        #expect(again.subscriptions == [Subscription(200, 500)])
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

    /// Events wait in one queue behind one timer; each later one waits what is left of its due
    /// time, at least a tick. RxSwift 6.10.2 (a /tmp run) gives these times, and its
    /// `SingleTest.test_delay` / `MaybeTest.test_delay` the single's and the maybe's.
    @Test func delaySendsQueuedEventsOneTimerAtATime() {
        let just = scheduler.start { Observable.just(1).delay(.seconds(2), scheduler: scheduler) }
        #expect(just.events == [.next(202, 1), .completed(203)])
        let second = TestScheduler(initialClock: 0)
        let of = second.start { Observable.of(1, 2).delay(.seconds(2), scheduler: second) }
        #expect(of.events == [.next(202, 1), .next(203, 2), .completed(204)])
        let third = TestScheduler(initialClock: 0)
        let source = third.createHotObservable([.next(210, 1), .next(210, 2), .next(211, 3), .completed(211)])
        let burst = third.start { source.delay(.seconds(10), scheduler: third) }
        #expect(burst.events == [.next(220, 1), .next(221, 2), .next(222, 3), .completed(223)])
        #expect(source.subscriptions == [Subscription(200, 211)])
    }

    @Test func singleAndMaybeDelayCompleteATickAfterTheirElement() {
        let single = scheduler.start { Single.just(1).delay(.seconds(2), scheduler: scheduler).asObservable() }
        #expect(single.events == [.next(202, 1), .completed(203)])
        let other = TestScheduler(initialClock: 0)
        let maybe = other.start { Maybe.just(1).delay(.seconds(2), scheduler: other).asObservable() }
        #expect(maybe.events == [.next(202, 1), .completed(203)])
    }

    /// RxSwift's `testDelay_TimeSpan_Real_Simple`, repeated: on a concurrent scheduler every
    /// element arrives, in order, before the completion.
    @Test func delayOnAConcurrentSchedulerKeepsEveryEventInOrder() throws {
        let queue = DispatchQueue(label: "bindery.test.delay", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        for _ in 0..<20 {
            let subject = PublishSubject<Int>()
            let done = DispatchSemaphore(value: 0)
            let received = Mutex<[Int]>([])
            let subscription = subject.delay(.milliseconds(2), scheduler: scheduler).subscribe(
                onNext: { element in received.withLock { $0.append(element) } },
                onCompleted: { done.signal() })
            queue.async {
                subject.onNext(1)
                subject.onNext(2)
                subject.onNext(3)
                subject.onCompleted()
            }
            try waitFor(done)
            subscription.dispose()
            // The work that signalled is still finishing; a barrier waits until it has.
            queue.sync(flags: .barrier) {}
            #expect(received.withLock { $0 } == [1, 2, 3])
        }
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
