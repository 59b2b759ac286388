import Domain
import FeatureTesting
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleReactor

/// The search's rule where ReactorKit's GitHubSearch example keeps it: the view times the query
/// before sending it to the reactor, so the rule is tested through a view controller bound to a
/// reactor, on a test scheduler that times the debounce and the answers; the reactor's
/// `currentState` is read.
@MainActor
@Suite(.tracksResources)
struct SearchRuleTests {
    @Test func aQueryIsSearchedOnceItHasSettledFor300Milliseconds() {
        let day = Track.sample(1, "Beautiful Day")
        let scheduler = TestScheduler.milliseconds()
        let calls = CallLog()
        let reactor = SearchReactor(
            catalog: .canned(answering: [day], after: .milliseconds(100), on: scheduler, log: calls))
        let view = RecordingSearchView()
        let controller = SearchViewController(scheduler: scheduler)
        controller.load(view)
        controller.reactor = reactor
        scheduler.scheduleAt(100) { view.queryField.accept("b") }
        scheduler.scheduleAt(200) { view.queryField.accept("bea") }
        scheduler.advanceTo(599)
        #expect(reactor.currentState.results == [])
        scheduler.advanceTo(600)
        #expect(reactor.currentState.results == [day])
        #expect(calls.queries == ["bea"])
        controller.reactor = nil
    }
}
