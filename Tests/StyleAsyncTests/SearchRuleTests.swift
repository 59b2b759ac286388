import Clocks
import ConcurrencyExtras
import Domain
import FeatureTesting
import Testing

@testable import StyleAsync

extension MainSerialExecutorTests {
    /// The search's rule as an `@Observable` model is tested: intents called on the main actor,
    /// a test clock advanced, the state read.
    @MainActor
    @Suite(.tracksResources)
    struct SearchRuleTests {
        @Test func aQueryIsSearchedOnceItHasSettledFor300Milliseconds() async {
            await withMainSerialExecutor {
                let day = Track.sample(1, "Beautiful Day")
                let clock = TestClock()
                let calls = timedLog(clock)
                let model = SearchModel(
                    catalog: fakeCatalog(clock: clock, latency: .milliseconds(100), tracks: [day], calls: calls)
                        .awaited,
                    clock: clock)
                await clock.advance(by: .milliseconds(100))
                model.updateQuery("b")
                await clock.advance(by: .milliseconds(100))
                model.updateQuery("bea")
                await clock.advance(by: .milliseconds(399))
                #expect(model.results == [])
                await clock.advance(by: .milliseconds(1))
                #expect(model.results == [day])
                #expect(calls.calls == ["search(bea) at 500"])
            }
        }
    }
}
