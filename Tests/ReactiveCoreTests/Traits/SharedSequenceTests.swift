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
