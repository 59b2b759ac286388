import Domain
import FeatureTesting
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleInitOnly

/// The search's rule as the init-only style's article tests it: the static functions that hold
/// the logic, called alone with recorded streams, on a test scheduler that also drives the
/// Drivers they take and return.
@MainActor
@Suite(.tracksResources)
struct SearchRuleTests {
    @Test func aQueryIsSearchedOnceItHasSettledFor300Milliseconds() {
        let day = Track.sample(1, "Beautiful Day")
        let scheduler = TestScheduler.milliseconds()
        let calls = CallLog()
        SharingScheduler.mock(scheduler: scheduler) {
            let query = scheduler.createHotObservable([.next(100, "b"), .next(200, "bea")])
            let phases = SearchViewModel.phases(
                query: query.asDriver(onErrorJustReturn: ""),
                catalog: .canned(answering: [day], after: .milliseconds(100), on: scheduler, log: calls),
                scheduler: scheduler)
            let results = scheduler.start(created: 0, subscribed: 0, disposed: 1_000) {
                SearchViewModel.results(phases: phases).asObservable()
            }
            #expect(calls.queries == ["bea"])
            #expect(results.events == [.next(0, []), .next(600, [day])])
        }
    }
}
