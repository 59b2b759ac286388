import ReactiveCore
import ReactiveTesting
import Testing

@Suite(.tracksResources)
struct ErrorHandlingTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func catchContinuesWithTheReplacement() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let replacement = scheduler.createColdObservable([.next(10, 99), .completed(20)])
        let observer = scheduler.start { source.catch { _ in replacement.asObservable() } }
        #expect(observer.events == [.next(210, 1), .next(240, 99), .completed(250)])
        #expect(source.subscriptions == [Subscription(200, 230)])
        #expect(replacement.subscriptions == [Subscription(230, 250)])
    }

    /// A source that fails while being subscribed: the replacement it starts then is the one kept,
    /// as in RxSwift (whose `CatchSink.run` puts a slot in place before subscribing); it was
    /// disposed at once, when the failed subscription's disposable was stored after it.
    @Test func catchKeepsTheReplacementOfASourceThatFailsWhileBeingSubscribed() {
        let replacement = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let observer = scheduler.start {
            Observable<Int>.error(TestError.boom).catch { _ in replacement.asObservable() }
        }
        #expect(observer.events == [.next(210, 1), .completed(300)])
        #expect(replacement.subscriptions == [Subscription(200, 300)])
    }

    @Test func ifEmptyKeepsTheReplacementOfASourceThatCompletesWhileBeingSubscribed() {
        let replacement = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let observer = scheduler.start { Observable<Int>.empty().ifEmpty(switchTo: replacement.asObservable()) }
        #expect(observer.events == [.next(210, 1), .completed(300)])
        #expect(replacement.subscriptions == [Subscription(200, 300)])
    }

    @Test func catchForwardsAnErrorThrownByTheHandler() {
        let source = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, TestError.boom)])
        let observer = scheduler.start { source.catch { _ in throw TestError.other } }
        #expect(observer.events == [.error(230, TestError.other)])
    }

    @Test func catchAndReturnEndsWithTheElement() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let observer = scheduler.start { source.catchAndReturn(0) }
        #expect(observer.events == [.next(210, 1), .next(230, 0), .completed(230)])
    }

    @Test func catchSequenceMovesOnUntilOneCompletes() {
        let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let second = scheduler.createColdObservable([.next(10, 2), .error(20, TestError.other)])
        let third = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let observer = scheduler.start {
            Observable.catch(sequence: [first.asObservable(), second.asObservable(), third.asObservable()])
        }
        #expect(observer.events == [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
    }

    @Test func catchSequenceFailsWithTheLastErrorWhenAllFail() {
        let first = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError.boom)])
        let second = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError.other)])
        let observer = scheduler.start { Observable.catch(sequence: [first.asObservable(), second.asObservable()]) }
        #expect(observer.events == [.error(220, TestError.other)])
    }

    @Test func retryResubscribesUpToTheAttemptCount() {
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let observer = scheduler.start { source.retry(3) }
        #expect(observer.events == [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError.boom)])
        #expect(source.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    @Test func retryForeverStopsAtDisposal() {
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let observer = scheduler.start(disposed: 245) { source.retry() }
        #expect(observer.events == [.next(210, 1), .next(230, 1)])
        #expect(source.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 245)])
    }

    @Test func retryOfASynchronousFailureDoesNotRecurse() {
        var attempts = 0
        let log = EventLog<Int>()
        Observable<Int>.deferred {
            attempts += 1
            return .error(TestError.boom)
        }
        .retry(5_000)
        .subscribe(log.record)
        .dispose()
        #expect(attempts == 5_000)
        #expect(log.events == [.error(TestError.boom)])
    }

    @Test func retryWhenResubscribesOnEachTriggerElement() {
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let observer = scheduler.start {
            source.retry { errors in
                errors.enumerated().flatMap { attempt, error -> Observable<Void> in
                    attempt < 2 ? .just(()) : .error(error)
                }
            }
        }
        #expect(observer.events == [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError.boom)])
    }

    @Test func retryWhenCompletesWhenTheTriggerCompletes() {
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let observer = scheduler.start { source.retry { errors in errors.take(1) } }
        // The trigger sends its element (a resubscription at 220) and completes at once, while
        // nothing waits for it; the second failure, at 240, finds it completed. RxSwift 6.10.2
        // gives the same (a /tmp run).
        #expect(observer.events == [.next(210, 1), .next(230, 1), .completed(240)])
        #expect(source.subscriptions == [Subscription(200, 220), Subscription(220, 240)])
    }

    /// RxSwift's `testRetryWhen_Never`: a trigger that completes before any failure leaves the
    /// source running to its own end.
    @Test func retryWhenIgnoresATriggerThatEndsBeforeAnyFailure() {
        let source = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let observer = scheduler.start(disposed: 300) { source.retry { _ in empty } }
        #expect(observer.events == [.completed(250)])
        #expect(source.subscriptions == [Subscription(200, 250)])
        #expect(empty.subscriptions == [Subscription(200, 210)])
    }

    /// A trigger error that came while the source ran fails the result at the next failure
    /// (RxSwift 6.10.2, a /tmp run).
    @Test func retryWhenKeepsAnEarlyTriggerErrorForTheNextFailure() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
        let trigger = scheduler.createHotObservable([.next(220, 0), .error(230, TestError.other)])
        let observer = scheduler.start { source.retry { _ in trigger } }
        #expect(observer.events == [.next(210, 1), .error(250, TestError.other)])
        #expect(source.subscriptions == [Subscription(200, 250)])
        #expect(trigger.subscriptions == [Subscription(200, 230)])
    }

    @Test func doRunsCallbacksInOrderAroundForwarding() {
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        var log: [String] = []
        let observer = scheduler.start {
            source.do(
                onNext: { log.append("onNext \($0)") },
                afterNext: { log.append("afterNext \($0)") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") })
        }
        #expect(observer.events == [.next(210, 1), .completed(300)])
        #expect(
            log == [
                "onSubscribe", "onSubscribed", "onNext 1", "afterNext 1", "onCompleted", "afterCompleted",
                "onDispose",
            ])
    }

    @Test func doRunsOnDisposeAtTheTerminalEventAsRxSwiftDoes() {
        let completing = scheduler.createHotObservable([.next(210, 1), .completed(300), .next(310, 2)])
        let failing = scheduler.createHotObservable([Recorded<Event<Int>>.error(250, TestError.boom)])
        var disposed: [Int] = []
        let observer = scheduler.start {
            Observable.merge(
                completing.do(onDispose: { disposed.append(self.scheduler.clock) }).concat(Observable.never()),
                failing.asObservable().catchAndReturn(0).do(onDispose: { disposed.append(-self.scheduler.clock) }))
        }
        #expect(observer.events == [.next(210, 1), .next(250, 0)])
        // The completion at 300 ends the `do` there, not at the subscriber's dispose (1000); the
        // caught error completes the second at 250.
        #expect(disposed == [-250, 300])
        #expect(completing.subscriptions == [Subscription(200, 300)])
        #expect(failing.subscriptions == [Subscription(200, 250)])
    }

    @Test func doRunsOnDisposeOnceWhenTheSubscriberDisposesFirst() {
        let source = scheduler.createHotObservable([.next(210, 1)])
        var disposals = 0
        let observer = scheduler.start(disposed: 400) { source.do(onDispose: { disposals += 1 }) }
        #expect(observer.events == [.next(210, 1)])
        #expect(disposals == 1)
        #expect(source.subscriptions == [Subscription(200, 400)])
    }

    @Test func doTurnsAThrownErrorIntoAnErrorEvent() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let observer = scheduler.start {
            source.do(onNext: { if $0 == 2 { throw TestError.boom } })
        }
        #expect(observer.events == [.next(210, 1), .error(220, TestError.boom)])
    }
}
