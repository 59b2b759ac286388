import Domain
import Features
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleAsync

/// The style's variants, each against the main code it stands in for.
@Suite(.tracksResources)
struct VariantTests {
    /// A first view validates Ada at 200 and goes at 300; a second view binds the same model at
    /// 400. The main greeting was cleared by the first view, so the second is shown nothing; the
    /// kept greeting is shown to it at once.
    @Test func theKeptGreetingIsShownToARebuiltView() {
        for (make, shownAgain) in [(AsyncStyle.makeGreeting, [Int]()), (AsyncStyle.makeKeptGreeting, [400])] {
            // Virtual time in milliseconds.
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
            SharingScheduler.mock(scheduler: SynchronousScheduler(timedBy: scheduler)) {
                let screen = make()
                let first = TestGreetingView(scheduler)
                let second = TestGreetingView(scheduler)
                var binding = screen.bind(to: first)
                scheduler.scheduleAt(100) { first.nameField.accept("Ada") }
                scheduler.scheduleAt(200) { first.validations.accept(()) }
                scheduler.scheduleAt(300) { binding.dispose() }
                scheduler.scheduleAt(400) { binding = screen.bind(to: second) }
                scheduler.scheduleAt(500) { binding.dispose() }
                scheduler.start()
                #expect(first.greetings.values.map(\.time) == [200])
                #expect(first.greetings.values.map(\.value) == ["Hello, Ada!"])
                #expect(second.greetings.values.map(\.time) == shownAgain)
                #expect(second.greetings.values.map(\.value) == shownAgain.map { _ in "Hello, Ada!" })
            }
        }
    }
}
