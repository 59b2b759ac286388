import Domain
import ReactiveCore
import ReactiveTesting
import ScriptedServices
import Testing

@testable import StyleAsync

/// The search's rule as an `@Observable` model is tested: the test calls the intent methods on
/// the model's actor at virtual times and reads its state, with the model's clock driven by a
/// test scheduler.
@Suite(.tracksResources)
struct SearchRuleTests {
    @Test func aQueryIsSearchedOnceItHasSettledFor300Milliseconds() {
        let day = Track.sample(1, "Beautiful Day")
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let catalog = CannedCatalogService(answering: [day], after: .milliseconds(100), on: scheduler)
        let model = SearchModel(catalog: catalog, clock: SchedulerClock(scheduler))
        var results: [Int: [Track]] = [:]
        scheduler.scheduleAt(100) { ViewActor.run { model.updateQuery("b") } }
        scheduler.scheduleAt(200) { ViewActor.run { model.updateQuery("bea") } }
        // Read just before the answer and just after it (a read at 600 runs before the answer's timer).
        for time in [599, 601] { scheduler.scheduleAt(time) { results[time] = ViewActor.run { model.results } } }
        scheduler.start()
        #expect(catalog.queries == ["bea"])
        #expect(results == [599: [], 601: [day]])
        ViewActor.run { model.leave() }
    }
}
