import Domain
import FeatureTesting
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleProtocols

/// The search's rule as the protocols style's tests check a view model, as Kickstarter's do:
/// the output driven into a test observer, the inputs called as the test scheduler advances.
@MainActor
@Suite(.tracksResources)
struct SearchRuleTests {
    @Test func aQueryIsSearchedOnceItHasSettledFor300Milliseconds() {
        let day = Track.sample(1, "Beautiful Day")
        let scheduler = TestScheduler.milliseconds()
        let calls = CallLog()
        let disposeBag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = SearchViewModel(
                catalog: .canned(answering: [day], after: .milliseconds(100), on: scheduler, log: calls),
                scheduler: scheduler)
            let results = scheduler.createObserver([Track].self)
            viewModel.output.results.drive(results).disposed(by: disposeBag)
            scheduler.advanceTo(100)
            viewModel.input.queryChanged("b")
            scheduler.advanceTo(200)
            viewModel.input.queryChanged("bea")
            scheduler.advanceTo(1_000)
            #expect(calls.queries == ["bea"])
            #expect(results.events == [.next(0, []), .next(600, [day])])
        }
    }
}
