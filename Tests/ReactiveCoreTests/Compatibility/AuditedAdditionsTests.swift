import Foundation
import ReactiveTesting
import Synchronization
import Testing

@testable import ReactiveCore

/// What the declarations the RxSwift audit added do, on virtual time (the API-surface files only
/// prove that they compile with RxSwift's shapes).
@Suite(.tracksResources)
struct AuditedAdditionsTests {
    let scheduler = TestScheduler(initialClock: 0)

    // MARK: Observable

    @Test func takeForCompletesWhenTheDurationEnds() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3), .completed(300)])
        let observer = scheduler.start { source.take(for: .seconds(50), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(240, 2), .completed(250)])
        #expect(source.subscriptions == [Subscription(200, 250)])
    }

    @Test func skipForDropsTheElementsOfTheDuration() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3), .completed(300)])
        let observer = scheduler.start { source.skip(.seconds(50), scheduler: scheduler) }
        #expect(observer.events == [.next(260, 3), .completed(300)])
        #expect(source.subscriptions == [Subscription(200, 300)])
    }

    /// RxSwift 6.10.2 (a /tmp run): a completion or an error inside the window is sent at once.
    @Test func skipForSendsATerminalEventInsideTheDuration() {
        let source = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let observer = scheduler.start { source.skip(.seconds(50), scheduler: scheduler) }
        #expect(observer.events == [.completed(230)])
        #expect(source.subscriptions == [Subscription(200, 230)])
        let other = TestScheduler(initialClock: 0)
        let failing = other.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let failed = other.start { failing.skip(.seconds(50), scheduler: other) }
        #expect(failed.events == [.error(230, TestError.boom)])
        #expect(failing.subscriptions == [Subscription(200, 230)])
    }

    @Test func multicastWithASelectorSharesOneSubscriptionAmongItsUses() {
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let observer = scheduler.start {
            source.multicast(
                { PublishSubject<Int>() },
                selector: { shared in Observable.zip(shared, shared.skip(1)) { $0 * 10 + $1 } })
        }
        #expect(observer.events == [.next(220, 12), .completed(230)])
        #expect(
            source.subscriptions == [Subscription(200, 230)], "one subscription, however often the selector uses it")
    }

    @Test func refCountWorksOnAnyConnectableObservableType() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        func counted<Connectable: ConnectableObservableType>(
            _ connectable: Connectable
        ) -> Observable<Connectable.Element> {
            connectable.refCount()
        }
        let observer = scheduler.start(disposed: 240) { counted(source.publish()) }
        #expect(observer.events == [.next(210, 1), .next(230, 2)])
        #expect(source.subscriptions == [Subscription(200, 240)])
    }

    // MARK: Traits

    @Test func maybeSwitchesToAnotherWhenEmpty() {
        let empty = scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
        let observer = scheduler.start {
            Maybe(raw: empty.asObservable()).ifEmpty(switchTo: Single.just(7)).asObservable()
        }
        #expect(observer.events == [.next(210, 7), .completed(210)])
    }

    @Test func completablesConcatenateInOrderAndZipInParallel() {
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let second = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
        let concatenated = scheduler.start {
            Completable(raw: first.asObservable()).concat(Completable(raw: second.asObservable())).asObservable()
        }
        #expect(concatenated.events == [.completed(230)])
        #expect(second.subscriptions == [Subscription(210, 230)])
    }

    @Test func singlesOfACollectionZipIntoOneArray() async throws {
        let zipped = Single.zip([Single.just(1), Single.just(2), Single.just(3)])
        #expect(try await zipped.value == [1, 2, 3])
    }

    @Test func traitsSubscribedWithAnObjectCallItWhileItLives() {
        final class Screen { var log: [String] = [] }
        let screen = Screen()
        _ = Completable.empty().subscribe(with: screen, onCompleted: { $0.log.append("completed") })
        _ = Maybe<Int>.empty().subscribe(with: screen, onCompleted: { $0.log.append("empty") })
        _ = Maybe.just(3).subscribe(with: screen, onSuccess: { $0.log.append("success \($1)") })
        #expect(screen.log == ["completed", "empty", "success 3"])

        let subject = PublishSubject<Int>()
        var gone: Screen? = Screen()
        var calls = 0
        let subscription = subject.ignoreElements().asCompletable().subscribe(
            with: gone!, onCompleted: { _ in calls += 1 })
        gone = nil
        subject.onCompleted()
        #expect(calls == 0, "a released object receives nothing")
        subscription.dispose()
    }

    @Test func infallibleEventsReachTheEventHandler() {
        var received: [String] = []
        let subscription = Infallible.from([1, 2]).subscribe { event in
            switch event {
            case .next(let element): received.append("\(element)")
            case .completed: received.append("done")
            }
        }
        subscription.dispose()
        #expect(received == ["1", "2", "done"])
    }

    @Test func infallibleTakeForCompletesWhenTheDurationEnds() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let observer = scheduler.start {
            source.asInfallible(onErrorJustReturn: 0).take(for: .seconds(50), scheduler: scheduler)
        }
        #expect(observer.events == [.next(210, 1), .completed(250)])
    }

    // MARK: SharedSequence

    @Test func switchLatestFollowsTheNewestInnerDriver() {
        SharingScheduler.mock(scheduler: scheduler) {
            let first = scheduler.createHotObservable([.next(215, 1), .next(235, 2)])
            let second = scheduler.createHotObservable([.next(240, 10)])
            let outer = scheduler.createHotObservable([
                .next(210, first.asDriver(onErrorJustReturn: -1)), .next(230, second.asDriver(onErrorJustReturn: -1)),
            ])
            let observer = scheduler.start { outer.asDriver(onErrorDriveWith: .empty()).switchLatest() }
            #expect(observer.events == [.next(216, 1), .next(241, 10)], "no hop beyond the inner drivers' own")
        }
    }

    @Test func aDriverFromAnOptionalIsItsElementOrEmpty() {
        SharingScheduler.mock(scheduler: scheduler) {
            let some = scheduler.start { Driver.from(optional: 5) }
            #expect(some.events == [.next(201, 5), .completed(202)])
        }
    }

    // MARK: Disposables, schedulers, hooks, resources

    @Test func aBagBuiltFromAListDisposesEveryEntry() {
        let disposed = Mutex(0)
        var bag: DisposeBag? = DisposeBag {
            Disposables.create { disposed.withLock { $0 += 1 } }
            Disposables.create { disposed.withLock { $0 += 1 } }
        }
        bag?.insert {
            Disposables.create { disposed.withLock { $0 += 1 } }
        }
        #expect(disposed.withLock { $0 } == 0)
        bag = nil
        #expect(disposed.withLock { $0 } == 3)
    }

    @Test func anOperationQueueSchedulerRunsWorkOnItsQueue() throws {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let ran = DispatchSemaphore(value: 0)
        let onQueue = Mutex(false)
        _ = scheduler.schedule(()) { _ in
            onQueue.withLock { $0 = OperationQueue.current === queue }
            ran.signal()
            return Disposables.create()
        }
        try waitFor(ran)
        #expect(onQueue.withLock { $0 })
        queue.waitUntilAllOperationsAreFinished()
        // The queue lets go of a finished operation (and the scheduled work it holds) on its own
        // thread, after waitUntilAllOperationsAreFinished returns: wait for that, within 5 s, so
        // that the resource check that ends the test sees it gone (under load it did not, once).
        for _ in 0..<5_000 where Resources.total > 0 { usleep(1_000) }
    }

    @Test func resourceCountsCanBeRaisedAndLoweredByHand() {
        let before = Resources.total
        #expect(Resources.incrementTotal() == before + 1)
        #expect(Resources.decrementTotal() == before)
    }
}

/// Work queued on the main queue. Tests run off the main thread, and the main queue runs queued
/// work only when something drains it, so the queued block (and the disposable it holds) may
/// outlive the test: this suite does not track resources.
struct MainQueueTests {
    @Test func concurrentMainSchedulerNeverRunsWorkOnTheCallingBackgroundThread() {
        // Whether the main queue runs the work before the test ends depends on the other tests
        // (some drain it, and not always from the main thread); that it never runs on the calling
        // background thread does not.
        let caller = ObjectIdentifier(Thread.current)
        let ranOnCaller = Mutex<Bool?>(nil)
        let subscription = ConcurrentMainScheduler.instance.schedule(()) { _ in
            ranOnCaller.withLock { $0 = ObjectIdentifier(Thread.current) == caller }
            return Disposables.create()
        }
        #expect(!Thread.isMainThread)
        #expect(ranOnCaller.withLock { $0 } != true, "off the main thread, work waits for the main queue")
        subscription.dispose()
    }
}

/// Hooks are process-wide, so these run one at a time and restore what they change
/// (``withErrorHooks(_:)``); other suites' unhandled errors may reach the handler meanwhile, so it
/// records only this test's own.
@Suite(.serialized)
struct HookTests {
    /// The errors this suite's subscriptions end with.
    enum HookError: Error {
        case first, second
    }

    @Test func anUnhandledErrorReachesTheHookWithTheSubscriptionsCallStack() {
        withErrorHooks {
            let reported = Mutex<[String]>([])
            Hooks.recordCallStackOnError = true
            Hooks.customCaptureSubscriptionCallstack = { ["frame 1", "frame 2"] }
            Hooks.defaultErrorHandler = { stack, error in
                guard error is HookError else { return }
                reported.withLock { $0 = stack + ["\(error)"] }
            }
            _ = Observable<Int>.error(HookError.first).subscribe(onNext: { _ in })
            #expect(reported.withLock { $0 } == ["frame 1", "frame 2", "first"])

            Hooks.recordCallStackOnError = false
            _ = Observable<Int>.error(HookError.second).subscribe(onNext: { _ in })
            #expect(reported.withLock { $0 } == ["second"], "no stack is captured unless asked for")
        }
    }
}
