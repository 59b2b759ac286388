import Domain
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleSubjects
@testable import SubjectsLab

/// The style's variants, each against the main code it stands in for.
@MainActor
@Suite(.tracksResources)
struct VariantTests {
    /// The main palette folds the taps lazily, while a view is bound: taps sent before it are
    /// lost. The relay palette folds them from `init`: a view bound after two taps is shown purple.
    @Test func theRelayPaletteKeepsTapsSentBeforeAViewIsBound() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        SharingScheduler.mock(scheduler: scheduler) {
            let main = PaletteViewModel()
            let variant = RelayPalette.PaletteViewModel()
            for _ in 0..<2 {
                main.input.changeColor.onNext(())
                variant.input.changeColor.onNext(())
            }
            let shownByMain = scheduler.createObserver(PaletteColor.self)
            let shownByVariant = scheduler.createObserver(PaletteColor.self)
            let subscriptions = [
                main.output.backgroundColor.drive(shownByMain), variant.output.backgroundColor.drive(shownByVariant),
            ]
            scheduler.start()
            #expect(shownByMain.events == [.next(0, .red)])
            #expect(shownByVariant.events == [.next(0, .purple)])
            subscriptions.forEach { $0.dispose() }
        }
    }

    /// The kept greeting is shown to a view bound after the validation; the main one is not.
    @Test func theKeptGreetingShowsAViewBoundAfterTheValidation() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        SharingScheduler.mock(scheduler: scheduler) {
            let main = GreetingViewModel()
            let variant = KeptGreeting.GreetingViewModel()
            for input in [(main.input.name, main.input.validate), (variant.input.name, variant.input.validate)] {
                input.0.onNext("Ada")
                input.1.onNext(())
            }
            let shownByMain = scheduler.createObserver(String.self)
            let shownByVariant = scheduler.createObserver(String.self)
            let subscriptions = [
                main.output.greeting.drive(shownByMain), variant.output.greeting.drive(shownByVariant),
            ]
            scheduler.start()
            #expect(shownByMain.events.isEmpty)
            #expect(shownByVariant.events == [.next(0, "Hello, Ada!")])
            subscriptions.forEach { $0.dispose() }
        }
    }
}
