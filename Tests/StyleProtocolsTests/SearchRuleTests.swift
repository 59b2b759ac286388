import Domain
import FeatureTesting
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleProtocols

/// The search's rule as the protocols style's tests check a view model: the test calls the
/// input methods at virtual times and records the output, on a test scheduler that also drives
/// the Drivers.
@MainActor
@Suite(.tracksResources)
struct SearchRuleTests {
    @Test func aQueryIsSearchedOnceItHasSettledFor300Milliseconds() {
        let day = Track.sample(1, "Beautiful Day")
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let catalog = CannedCatalogService(answering: [day], after: .milliseconds(100), on: scheduler)
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = SearchViewModel(catalog: catalog, scheduler: scheduler)
            scheduler.scheduleAt(100) { viewModel.input.queryChanged("b") }
            scheduler.scheduleAt(200) { viewModel.input.queryChanged("bea") }
            let results = scheduler.start(created: 0, subscribed: 0, disposed: 1_000) {
                viewModel.output.results.asObservable()
            }
            #expect(catalog.queries == ["bea"])
            #expect(results.events == [.next(0, []), .next(600, [day])])
        }
    }
}
