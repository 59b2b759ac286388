import Dispatch
import Foundation
import ReactiveTesting
import Testing

@testable import ReactiveCore

@Suite(.tracksResources)
struct SchedulerTests {
    @Test func observeOnDeliversEachEventOneTickLaterOnTheTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.start { source.observe(on: scheduler) }
        #expect(observer.events == [.next(211, 1), .next(221, 2), .completed(231)])
        // RxSwift 6.10.2 (a /tmp run): the source is let go at 230, when the completion passes the
        // `Observable.create` that `asObservable()` wraps a test observable in, not at delivery.
        #expect(source.subscriptions == [Subscription(200, 230)])
    }

    @Test func subscribeOnSubscribesAndDisposesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let observer = scheduler.start(disposed: 300) { source.subscribe(on: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(220, 2)])
        #expect(source.subscriptions == [Subscription(201, 301)])
    }

    /// RxSwift 6.10.2's testSubscribeOn_SchedulerCompleted and _SchedulerError expect these times:
    /// a source that ends at 300 is let go on the scheduler, at 301, also when it is not an
    /// `Observable` (a test observable here), which `subscribe(on:)` subscribes as it is.
    @Test(arguments: [false, true])
    func subscribeOnLetsAnEndedSourceGoOnTheScheduler(failing: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let end: Recorded<Event<Int>> = failing ? .error(300, SchedulerTestError.boom) : .completed(300)
        let source = scheduler.createHotObservable([end])
        let observer = scheduler.start { source.subscribe(on: scheduler) }
        #expect(observer.events == [end])
        #expect(source.subscriptions == [Subscription(201, 301)])
    }

    @Test func virtualTimeRunsWorkInTimeThenSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(20) { log.append("b@\(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("a@\(scheduler.clock)") }
        scheduler.scheduleAt(20) { log.append("c@\(scheduler.clock)") }
        scheduler.start()
        #expect(log == ["a@10", "b@20", "c@20"])
    }

    @Test func advanceToRunsOnlyTheWorkDueAndMovesTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [Int] = []
        scheduler.scheduleAt(10) { ran.append(10) }
        scheduler.scheduleAt(30) { ran.append(30) }
        scheduler.advanceTo(20)
        #expect(ran == [10])
        #expect(scheduler.clock == 20)
        scheduler.start()
        #expect(ran == [10, 30])
    }

    @Test func workScheduledForNowRunsOneTickLaterUnlessTheDelayIsOff() {
        let delayed = TestScheduler(initialClock: 100)
        var at: TestTime?
        _ = delayed.schedule(()) { _ in
            at = delayed.clock
            return Disposables.create()
        }
        delayed.start()
        #expect(at == 101)

        let immediate = TestScheduler(initialClock: 100, simulateProcessingDelay: false)
        _ = immediate.schedule(()) { _ in
            at = immediate.clock
            return Disposables.create()
        }
        immediate.start()
        #expect(at == 100)
    }

    @Test func trampolineRunsNestedWorkAfterTheCurrentWork() {
        var log: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            log.append(1)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append(3)
                return Disposables.create()
            }
            log.append(2)
            return Disposables.create()
        }
        #expect(log == [1, 2, 3])
        #expect(CurrentThreadScheduler.isScheduleRequired)
    }

    @Test func subscriptionsChainedFromAnotherSubscriptionRunInOrder() {
        let log = EventLog<Int>()
        Observable.concat([Observable.of(1, 2), .of(3)]).subscribe(log.record).dispose()
        #expect(log.events == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func serialDispatchQueueSchedulerDeliversInOrderOffTheCallingThread() throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "bindery.test.serial")
        let done = DispatchSemaphore(value: 0)
        let log = LockedLog<Int>()
        let subscription = Observable.range(start: 0, count: 100)
            .observe(on: scheduler)
            .subscribe(onNext: { log.append($0) }, onCompleted: { done.signal() })
        try waitFor(done)
        #expect(log.values == Array(0..<100))
        subscription.dispose()
        flush(scheduler)
    }

    @Test func concurrentDispatchQueueSchedulerRunsDelayedWork() throws {
        let queue = DispatchQueue(label: "bindery.test.concurrent", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let done = DispatchSemaphore(value: 0)
        let log = LockedLog<Int>()
        let subscription = Observable<Int>.timer(.milliseconds(1), scheduler: scheduler)
            .subscribe(onNext: { log.append($0) }, onCompleted: { done.signal() })
        try waitFor(done)
        #expect(log.values == [0])
        subscription.dispose()
        queue.sync(flags: .barrier) {}
    }

    @Test func intervalOnADispatchSchedulerTicksUntilTaken() throws {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let done = DispatchSemaphore(value: 0)
        let log = LockedLog<Int>()
        let subscription = Observable<Int>.interval(.milliseconds(1), scheduler: scheduler)
            .take(3)
            .subscribe(onNext: { log.append($0) }, onCompleted: { done.signal() })
        try waitFor(done)
        #expect(log.values == [0, 1, 2])
        subscription.dispose()
        flush(scheduler)
    }

    /// Waits until the work already queued on a serial scheduler has run and been released.
    ///
    /// A semaphore signalled from inside scheduled work wakes the test while that work is still
    /// finishing; a `sync` on the scheduler's queue returns only once it is done.
    func flush(_ scheduler: SerialDispatchQueueScheduler) {
        scheduler.configuration.queue.sync {}
    }
}

/// A thread-safe log for tests that cross threads.
final class LockedLog<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        storage.append(value)
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

private enum SchedulerTestError: Error, Equatable {
    case boom
}
