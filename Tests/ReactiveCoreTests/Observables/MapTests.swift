import ReactiveCore
import ReactiveTesting
import Testing

@Suite(.tracksResources)
struct MapTests {
    @Test func transformsElementsAtTheirTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(240, 3), .completed(300),
        ])

        let observer = scheduler.start { source.map { $0 * 2 } }

        #expect(observer.events == [.next(210, 4), .next(240, 6), .completed(300)])
        #expect(source.subscriptions == [Subscription(200, 300)])
    }

    @Test func thrownErrorEndsTheSequenceAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let observer = scheduler.start {
            source.map { value -> Int in
                if value == 2 { throw TestError.boom }
                return value
            }
        }

        #expect(observer.events == [.next(210, 1), .error(220, TestError.boom)])
        #expect(source.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])

        let observer = scheduler.start(disposed: 230) { source.map { $0 + 1 } }

        #expect(observer.events == [.next(210, 2)])
        #expect(source.subscriptions == [Subscription(200, 230)])
    }
}
