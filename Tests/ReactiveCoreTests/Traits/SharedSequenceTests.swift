import Foundation
import ReactiveCore
import ReactiveTesting
import Testing

@Suite(.tracksResources)
struct SharedSequenceTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func driverDeliversOnTheSharingSchedulerAndRecoversFromErrors() {
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: -1) }
            #expect(observer.events == [.next(211, 1), .next(221, -1), .completed(221)])
        }
    }

    // The four below match RxSwift 6.10.2 with RxCocoa's SharedSequence sources, run in /tmp on
    // a TestScheduler inside SharingScheduler.mock.

    @Test func asDriverLetsGoOfTheSourceAtItsErrorAndRecoversATickLater() {
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: -1) }
            #expect(observer.events == [.next(211, 1), .next(231, -1), .completed(231)])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
    }

    /// One unit of work on the scheduler sends both: on the main thread with nothing queued, the
    /// main scheduler runs it at once, so `drive`/`emit` see the completion before returning, as
    /// in RxCocoa. (Swift Testing runs no test on the main thread on Linux, where the main queue
    /// is drained from another thread; `MainThreadSharedSequenceTests`, under XCTest, does.)
    @Test func justSendsAndCompletesOnOneTickOfTheScheduler() {
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = scheduler.start { Driver.just(5) }
            #expect(driver.events == [.next(201, 5), .completed(201)])
        }
        let signalScheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: signalScheduler) {
            let signal = signalScheduler.start { Signal.just(5) }
            #expect(signal.events == [.next(201, 5), .completed(201)])
        }
    }

    @Test func recoveringWithJustCompletesWithItsElement() {
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
            let observer = scheduler.start { source.asDriver(onErrorRecover: { _ in Driver.just(99) }) }
            #expect(observer.events == [.next(211, 1), .next(232, 99), .completed(232)])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
        let other = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: other) {
            let source = other.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
            let observer = other.start { source.asSignal(onErrorSignalWith: Signal.just(98)) }
            #expect(observer.events == [.next(211, 1), .next(232, 98), .completed(232)])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func driverReplaysTheLatestElementToNewSubscribers() {
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
            let driver = source.asDriver(onErrorJustReturn: 0).map { $0 * 10 }
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) { driver.drive(early).disposed(by: bag) }
            scheduler.scheduleAt(220) { driver.drive(late).disposed(by: bag) }
            scheduler.start()
            #expect(early.events == [.next(211, 10), .next(231, 20)])
            #expect(late.events == [.next(220, 10), .next(231, 20)])
            #expect(source.subscriptions == [Subscription(200)])
        }
    }

    @Test func signalReplaysNothing() {
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = PublishRelay<String>()
            let signal = relay.asSignal()
            let early = scheduler.createObserver(String.self)
            let late = scheduler.createObserver(String.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) { signal.emit(to: early).disposed(by: bag) }
            scheduler.scheduleAt(210) { relay.accept("saved") }
            scheduler.scheduleAt(220) { signal.emit(to: late).disposed(by: bag) }
            scheduler.start()
            #expect(early.events == [.next(211, "saved")])
            #expect(late.events.isEmpty)
        }
    }

    @Test func driverOperatorsKeepTheTrait() {
        SharingScheduler.mock(scheduler: scheduler) {
            let query = scheduler.createHotObservable([
                .next(210, " be"), .next(215, "bea"), .next(220, "bea "), .next(300, "beat"),
            ])
            let observer = scheduler.start {
                query.asDriver(onErrorJustReturn: "")
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                    .debounce(.seconds(30))
                    .distinctUntilChanged()
                    .flatMapLatest { Driver.just($0.uppercased()) }
            }
            // Elements arrive one tick late (observe(on:)); "bea" settles at 221 + 30 = 251 and
            // the just inside flatMapLatest adds one more tick.
            #expect(observer.events == [.next(252, "BEA"), .next(332, "BEAT")])
        }
    }

    @Test func behaviorRelayAsDriverStartsWithTheCurrentValue() {
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = BehaviorRelay(value: "idle")
            let observer = scheduler.start { relay.asDriver() }
            scheduler.scheduleAt(300) { relay.accept("busy") }
            scheduler.start()
            #expect(observer.events == [.next(201, "idle")])
        }
    }

    @Test func mockingIsScopedToTheCallingThreadAndAction() {
        #expect(!SharingScheduler.isMocked)
        SharingScheduler.mock(scheduler: scheduler) {
            #expect(SharingScheduler.isMocked)
            #expect(SharingScheduler.make() as? TestScheduler === scheduler)
        }
        #expect(!SharingScheduler.isMocked)
        #expect(SharingScheduler.make() is MainScheduler)
    }
}
