import Foundation
import ReactiveCore
import ReactiveTesting
import Testing

@Suite(.tracksResources)
struct CreationTests {
    @Test func justSendsOneElementAndCompletesDuringSubscription() {
        let log = EventLog<Int>()
        let subscription = Observable.just(7).subscribe(log.record)
        #expect(log.events == [.next(7), .completed])
        subscription.dispose()
    }

    @Test func justOnASchedulerSendsTheElementThenCompletesOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.just(7, scheduler: scheduler) }
        #expect(observer.events == [.next(201, 7), .completed(202)])
    }

    @Test func ofSendsEveryElementOnItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        #expect(observer.events == [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    @Test func ofDisposedMidwayStopsSending() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 202) { Observable.of(1, 2, 3, scheduler: scheduler) }
        #expect(observer.events == [.next(201, 1)])
    }

    @Test func fromSendsAnArrayOrASequenceSynchronously() {
        let array = EventLog<Int>()
        Observable.from([1, 2]).subscribe(array.record).dispose()
        #expect(array.events == [.next(1), .next(2), .completed])

        let sequence = EventLog<Int>()
        Observable.from(stride(from: 0, to: 6, by: 2)).subscribe(sequence.record).dispose()
        #expect(sequence.events == [.next(0), .next(2), .next(4), .completed])

        let optional = EventLog<Int>()
        Observable.from(optional: nil).subscribe(optional.record).dispose()
        #expect(optional.events == [.completed])
    }

    @Test func emptyNeverAndErrorSendWhatTheirNamesSay() {
        let empty = EventLog<Int>()
        Observable<Int>.empty().subscribe(empty.record).dispose()
        #expect(empty.events == [.completed])

        let never = EventLog<Int>()
        Observable<Int>.never().subscribe(never.record).dispose()
        #expect(never.events.isEmpty)

        let failing = EventLog<Int>()
        Observable<Int>.error(TestError.boom).subscribe(failing.record).dispose()
        #expect(failing.events == [.error(TestError.boom)])
    }

    @Test func createEnforcesTheGrammarAndDisposesOnTermination() {
        var disposed = 0
        let log = EventLog<Int>()
        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError.boom)
            return Disposables.create { disposed += 1 }
        }.subscribe(log.record)
        #expect(log.events == [.next(1), .completed])
        #expect(disposed == 1)
        subscription.dispose()
        #expect(disposed == 1)
    }

    @Test func createDisposesWhatItReturnedWhenTheSubscriptionIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?
        let observer = scheduler.start(disposed: 300) {
            Observable<Int>.create { observer in
                observer.onNext(1)
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }
        #expect(observer.events == [.next(200, 1)])
        #expect(disposedAt == 300)
    }

    @Test func deferredMakesASequencePerSubscriptionAndForwardsFactoryErrors() {
        var made = 0
        let deferred = Observable<Int>.deferred {
            made += 1
            return .just(made)
        }
        let first = EventLog<Int>()
        let second = EventLog<Int>()
        deferred.subscribe(first.record).dispose()
        deferred.subscribe(second.record).dispose()
        #expect(first.events == [.next(1), .completed])
        #expect(second.events == [.next(2), .completed])

        let failing = EventLog<Int>()
        Observable<Int>.deferred { throw TestError.boom }.subscribe(failing.record).dispose()
        #expect(failing.events == [.error(TestError.boom)])
    }

    @Test func rangeCountsUpAndRejectsOverflow() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.range(start: 5, count: 3, scheduler: scheduler) }
        #expect(observer.events == [.next(201, 5), .next(202, 6), .next(203, 7), .completed(204)])

        let overflow = EventLog<Int8>()
        Observable<Int8>.range(start: 120, count: 10).subscribe(overflow.record).dispose()
        #expect(overflow.events.count == 1)
        #expect(overflow.events.first?.error is RxError)
    }

    @Test func intervalTicksEveryPeriodFromSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 450) { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        #expect(observer.events == [.next(300, 0), .next(400, 1)])
    }

    @Test func timerFiresOnceOrPeriodically() {
        let scheduler = TestScheduler(initialClock: 0)
        let once = scheduler.start { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
        #expect(once.events == [.next(250, 0), .completed(250)])

        let periodic = TestScheduler(initialClock: 0)
        let ticks = periodic.start(disposed: 400) {
            Observable<Int>.timer(.seconds(50), period: .seconds(100), scheduler: periodic)
        }
        #expect(ticks.events == [.next(250, 0), .next(350, 1)])
    }
}

@Suite(.tracksResources)
struct GenerateTests {
    @Test func generateLoopsWhileTheConditionHolds() {
        let log = EventLog<Int>()
        Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 2 }).subscribe(log.record)
            .dispose()
        #expect(log.events == [.next(1), .next(2), .next(4), .next(8), .next(16), .next(32), .next(64), .completed])
    }

    @Test func generateOnAVirtualClockSendsEachStateInItsOwnTurnAndStopsOnAThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Observable.generate(
                initialState: 0, condition: { _ in true }, scheduler: scheduler,
                iterate: { state in
                    guard state < 2 else { throw TestError.boom }
                    return state + 1
                })
        }
        #expect(observer.events == [.next(201, 0), .next(202, 1), .next(203, 2), .error(204, TestError.boom)])
    }

    @Test func aHistoricalSchedulerRunsTimersOnItsDateClock() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        var fired: [Date] = []
        let subscription = Observable<Int>.interval(.seconds(60), scheduler: scheduler).take(3)
            .subscribe(onNext: { _ in fired.append(scheduler.now) })
        scheduler.start()
        #expect(fired == [60, 120, 180].map { start.addingTimeInterval($0) })
        subscription.dispose()
    }
}
