import ReactiveCore
import ReactiveTesting
import Testing

/// A conversion from an observable to a trait, and back to an observable to record it.
struct TraitConversion: Sendable, CustomTestStringConvertible {
    let name: String
    /// When the conversion lets go of a source that sends 1 at 210 and completes at 300.
    var completionUnsubscribes: TestTime = 300
    let apply: @Sendable (Observable<Int>) -> Observable<Int>

    var testDescription: String { name }

    static let all: [TraitConversion] = [
        .init(name: "asSingle") { $0.asSingle().asObservable() },
        .init(name: "first", completionUnsubscribes: 210) { $0.first().asObservable().map { $0 ?? -1 } },
        .init(name: "asMaybe") { $0.asMaybe().asObservable() },
        .init(name: "asCompletable") { $0.ignoreElements().asCompletable().andThen(Observable<Int>.empty()) },
        .init(name: "asInfallible(onErrorJustReturn:)") { $0.asInfallible(onErrorJustReturn: -1).asObservable() },
        .init(name: "asInfallible(onErrorFallbackTo:)") {
            $0.asInfallible(onErrorFallbackTo: .just(-1)).asObservable()
        },
        .init(name: "asDriver(onErrorJustReturn:)") {
            $0.asDriver(onErrorJustReturn: -1).asObservable()
        },
        .init(name: "asDriver(onErrorDriveWith:)") {
            $0.asDriver(onErrorDriveWith: .just(-1)).asObservable()
        },
        .init(name: "asSignal(onErrorJustReturn:)") {
            $0.asSignal(onErrorJustReturn: -1).asObservable()
        },
        // The infallible's own catch lets go of the source at once, before the driver's hop.
        .init(name: "Infallible.asDriver") { $0.asInfallible(onErrorJustReturn: -1).asDriver().asObservable() },
        .init(name: "ControlEvent.asDriver") { ControlEvent(events: $0).asDriver().asObservable() },
        .init(name: "asSharedSequence(sharingStrategy:onErrorJustReturn:)") {
            $0.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: -1).asObservable()
        },
    ]
}

/// Every conversion to a trait ends its source's subscription when RxSwift does: at the source's
/// terminal event (or the conversion's own, for `first`), and at once on dispose. That holds for
/// the shared sequences too, which deliver the terminal event a tick later on their scheduler:
/// in RxSwift, as here, a test observable reaches operators through `asObservable()`, which is
/// `Observable.create`, and its sink lets go of the source as the terminal event passes.
@Suite(.tracksResources)
struct TraitConversionContractTests {
    @Test(arguments: TraitConversion.all)
    func anErrorEndsTheSourceSubscriptionAtTheError(_ conversion: TraitConversion) {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([Recorded<Event<Int>>.error(250, TestError.boom)])
            let observer = scheduler.start { conversion.apply(source.asObservable()) }
            #expect(observer.events.filter { $0.value.isStopEvent }.count == 1)
            #expect(source.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test(arguments: TraitConversion.all)
    func completionEndsTheSourceSubscription(_ conversion: TraitConversion) {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let observer = scheduler.start { conversion.apply(source.asObservable()) }
            #expect(observer.events.filter { $0.value.isStopEvent }.count == 1)
            #expect(
                source.subscriptions == [
                    Subscription(200, conversion.completionUnsubscribes)
                ])
        }
    }

    @Test(arguments: TraitConversion.all)
    func disposingEndsTheSourceSubscriptionAtOnce(_ conversion: TraitConversion) {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(260, 2), .completed(300)])
            let observer = scheduler.start(disposed: 250) { conversion.apply(source.asObservable()) }
            #expect(observer.events.isEmpty)
            #expect(source.subscriptions == [Subscription(200, 250)])
        }
    }
}
