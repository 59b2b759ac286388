import Domain
import FeatureTesting
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleTransform

/// The search's rule as the transform style's tests check a view model: recorded input streams
/// in, one call of `transform`, a recording observer on the output, on a test scheduler that
/// also drives the Drivers.
@MainActor
@Suite(.tracksResources)
struct SearchRuleTests {
    @Test func aQueryIsSearchedOnceItHasSettledFor300Milliseconds() {
        let day = Track.sample(1, "Beautiful Day")
        let scheduler = TestScheduler.milliseconds()
        let calls = CallLog()
        SharingScheduler.mock(scheduler: scheduler) {
            let query = scheduler.createHotObservable([.next(100, "b"), .next(200, "bea")])
            let output = SearchViewModel(
                catalog: .canned(answering: [day], after: .milliseconds(100), on: scheduler, log: calls),
                scheduler: scheduler
            )
            .transform(input: .init(query: query.asObservable(), selection: .never()))
            let results = scheduler.start(created: 0, subscribed: 0, disposed: 1_000) { output.results.asObservable() }
            #expect(calls.queries == ["bea"])
            #expect(results.events == [.next(0, []), .next(600, [day])])
        }
    }
}
