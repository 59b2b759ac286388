import Domain
import FeatureTesting
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleReactor

/// The search's rule as ReactorKit's guide tests a reactor: the test sends actions at virtual
/// times and records the state's field, on a test scheduler.
@MainActor
@Suite(.tracksResources)
struct SearchRuleTests {
    @Test func aQueryIsSearchedOnceItHasSettledFor300Milliseconds() {
        let day = Track.sample(1, "Beautiful Day")
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let catalog = CannedCatalogService(answering: [day], after: .milliseconds(100), on: scheduler)
        let reactor = SearchReactor(catalog: catalog, scheduler: scheduler)
        scheduler.scheduleAt(100) { reactor.action.onNext(.updateQuery("b")) }
        scheduler.scheduleAt(200) { reactor.action.onNext(.updateQuery("bea")) }
        let results = scheduler.start(created: 0, subscribed: 0, disposed: 1_000) {
            reactor.state.map(\.results).distinctUntilChanged()
        }
        #expect(catalog.queries == ["bea"])
        #expect(results.events == [.next(0, []), .next(600, [day])])
    }
}
