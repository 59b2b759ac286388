import Domain
import FeatureTesting
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleMVB

/// The search's rule as the model-view-binding style's tests check a model, without a view:
/// the test accepts into the model's relays at virtual times and records its observable, on a
/// test scheduler.
@MainActor
@Suite(.tracksResources)
struct SearchRuleTests {
    @Test func aQueryIsSearchedOnceItHasSettledFor300Milliseconds() {
        let day = Track.sample(1, "Beautiful Day")
        let scheduler = TestScheduler.milliseconds()
        let calls = CallLog()
        let model = SearchModel(
            catalog: .canned(answering: [day], after: .milliseconds(100), on: scheduler, log: calls),
            scheduler: scheduler)
        scheduler.scheduleAt(100) { model.query.accept("b") }
        scheduler.scheduleAt(200) { model.query.accept("bea") }
        let results = scheduler.start(created: 0, subscribed: 0, disposed: 1_000) { model.results }
        #expect(calls.queries == ["bea"])
        #expect(results.events == [.next(0, []), .next(600, [day])])
    }
}
