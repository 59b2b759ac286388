import Clocks
import ConcurrencyExtras
import Domain
import FeatureTesting
import Features
import ReactiveCore
import Testing

@testable import AsyncLab
@testable import StyleAsync

extension MainSerialExecutorTests {
    /// The greeting, a one-shot event, across a rebuilt view (the style has no variants: the
    /// greeting's, which kept it as state, broke the feature and is gone).
    @MainActor
    @Suite(.tracksResources)
    struct VariantTests {
        /// A first view validates Ada at 200 and goes at 300; a second view binds the same model at
        /// 400. The greeting was shown by the first view, so the second is shown nothing: an event
        /// is shown once.
        @Test func theGreetingIsNotShownAgainToARebuiltView() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let start = clock.now
                let now = { milliseconds(since: start, on: clock) }
                let screen = AsyncStyle.makeGreeting()
                let first = RecordingGreetingView(now)
                let second = RecordingGreetingView(now)
                let binding = OnScreen(screen, on: first)
                await clock.advance(by: .milliseconds(100))
                first.nameField.accept("Ada")
                await clock.advance(by: .milliseconds(100))
                first.validations.accept(())
                await clock.advance(by: .milliseconds(100))
                binding.dismiss()
                await clock.advance(by: .milliseconds(100))
                binding.show(on: second)
                await clock.advance(by: .milliseconds(100))
                binding.leave()
                await Task.megaYield()
                #expect(first.greetings.values.map(\.time) == [200])
                #expect(first.greetings.values.map(\.value) == ["Hello, Ada!"])
                #expect(second.greetings.values.isEmpty)
            }
        }
    }
}
