import Domain
import FeatureTesting
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleSubjects

/// The search's rule as the subjects style's tests check a view model, with RxTest's observers:
/// a cold observable of queries bound to the input observer, the output driven into a testable
/// observer, the test scheduler started.
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
            scheduler.createColdObservable([.next(100, "b"), .next(200, "bea")])
                .bind(to: viewModel.input.query).disposed(by: disposeBag)
            scheduler.start()
            #expect(calls.queries == ["bea"])
            #expect(results.events == [.next(0, []), .next(600, [day])])
        }
    }
}
