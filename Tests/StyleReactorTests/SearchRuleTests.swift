import Domain
import FeatureTesting
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleReactor

/// The search's rule as ReactorKit's README tests a reactor: actions sent to it, its
/// `currentState` read, on a test scheduler the reactor schedules its work on. (ReactorKit's
/// `Stub` is for the other half of its testing guide, a view against a stubbed reactor: it
/// replaces the reactor's logic, which is the rule tested here.)
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
        scheduler.advanceTo(599)
        #expect(reactor.currentState.results == [])
        scheduler.advanceTo(600)
        #expect(reactor.currentState.results == [day])
        #expect(catalog.queries == ["bea"])
    }
}
