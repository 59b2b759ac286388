import Domain
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleTransform

/// The style's variants, each against the main code it stands in for.
@Suite(.tracksResources)
struct VariantTests {
    /// A second call of `transform` (a rebuilt view's) starts from red in the main palette, from
    /// the color reached in the stateful one.
    @Test func theStatefulPaletteStartsASecondCallFromTheColorReached() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        SharingScheduler.mock(scheduler: scheduler) {
            let main = PaletteViewModel()
            let variant = StatefulPaletteViewModel()
            let taps = PublishRelay<Void>()
            let first = [
                main.transform(input: .init(changeColor: taps.asObservable())).disposable,
                variant.transform(input: .init(changeColor: taps.asObservable())).disposable,
            ]
            taps.accept(())
            taps.accept(())
            first.forEach { $0.dispose() }
            let secondByMain = main.transform(input: .init(changeColor: .never()))
            let secondByVariant = variant.transform(input: .init(changeColor: .never()))
            let shownByMain = scheduler.createObserver(PaletteColor.self)
            let shownByVariant = scheduler.createObserver(PaletteColor.self)
            let subscriptions = [
                secondByMain.backgroundColor.drive(shownByMain), secondByVariant.backgroundColor.drive(shownByVariant),
                secondByMain.disposable, secondByVariant.disposable,
            ]
            scheduler.start()
            #expect(shownByMain.events == [.next(0, .red)])
            #expect(shownByVariant.events == [.next(0, .purple)])
            subscriptions.forEach { $0.dispose() }
        }
    }

    /// The kept greeting folds a validation made before the output is bound; the main greeting,
    /// derived for the output, is shown nothing.
    @Test func theKeptGreetingShowsAValidationMadeBeforeTheOutputIsBound() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        SharingScheduler.mock(scheduler: scheduler) {
            let name = BehaviorRelay(value: "Ada")
            let validate = PublishRelay<Void>()
            let input = GreetingViewModel.Input(name: name.asObservable(), validate: validate.asObservable())
            let main = GreetingViewModel().transform(input: input)
            let variant = KeptGreetingViewModel().transform(input: input)
            validate.accept(())
            let shownByMain = scheduler.createObserver(String.self)
            let shownByVariant = scheduler.createObserver(String.self)
            let subscriptions = [
                main.greeting.drive(shownByMain), variant.greeting.drive(shownByVariant), variant.disposable,
            ]
            scheduler.start()
            #expect(shownByMain.events.isEmpty)
            #expect(shownByVariant.events == [.next(0, "Hello, Ada!")])
            subscriptions.forEach { $0.dispose() }
        }
    }
}
