import Domain
import FeatureTesting
import Features
import ReactiveCore
import ReactiveTesting
import Services
import Testing

/// The search's rules, tested once for every style that calls them (the six Rx
/// styles; the async style awaits the service itself): the styles' own tests keep only how each
/// style times and binds them.
@Suite(.tracksResources)
struct SearchRulesTests {
    let scheduler = TestScheduler.milliseconds()
    let day = Track.sample(1, "Beautiful Day")

    @Test func aSearchShowsLoadingThenTheAnswer() {
        let calls = CallLog()
        let catalog = CatalogService.canned(answering: [day], after: .milliseconds(100), on: scheduler, log: calls)
        let phases = scheduler.start(created: 0, subscribed: 100, disposed: 1_000) {
            SearchRules.search("bea", catalog: catalog)
        }
        #expect(phases.events == [.next(100, .loading), .next(200, .loaded([day])), .completed(200)])
        #expect(calls.calls == ["search(bea)"])
    }

    @Test func anEmptyQuerySearchesNothing() {
        let phases = scheduler.start(created: 0, subscribed: 100, disposed: 1_000) {
            SearchRules.search("", catalog: .unimplemented)
        }
        #expect(phases.events == [.next(100, .idle), .completed(100)])
    }

    @Test func aFailedSearchSaysSoAndHowToTryAgain() {
        var catalog = CatalogService.unimplemented
        catalog.search = { _ in .error(Failure()) }
        let phases = scheduler.start(created: 0, subscribed: 100, disposed: 1_000) {
            SearchRules.search("bea", catalog: catalog)
        }
        #expect(
            phases.events == [
                .next(100, .loading), .next(100, .failed("The search failed: no Keep typing to try again.")),
                .completed(100),
            ])
    }

    @Test func aSearchInFlightKeepsTheResultsShownAndAFailureClearsThem() {
        #expect(SearchRules.results(after: .loading, previous: [day]) == [day])
        #expect(SearchRules.results(after: .loaded([]), previous: [day]) == [])
        #expect(SearchRules.results(after: .failed("no"), previous: [day]) == [])
        #expect(SearchRules.results(after: .idle, previous: [day]) == [])
    }

    @Test func theQueryIsTrimmedAndARowOutsideTheResultsIsNoTrack() {
        #expect(SearchRules.normalize("  bea \n") == "bea")
        #expect(SearchRules.track(at: 0, in: [day]) == day)
        #expect(SearchRules.track(at: 1, in: [day]) == nil)
        #expect(SearchRules.track(at: -1, in: [day]) == nil)
    }
}

/// A service's failure, described as "no".
struct Failure: Error, CustomStringConvertible {
    var description: String { "no" }
}
