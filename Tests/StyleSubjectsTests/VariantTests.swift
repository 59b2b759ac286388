import Domain
import FeatureTesting
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
        let scheduler = TestScheduler.milliseconds()
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

    /// A view rebuilt while its search is in flight, its field empty: the main code's search ends
    /// with the old view's subscription, and the rebuilt view is shown nothing of it; the kept
    /// search answers the rebuilt view at 500, then the empty field settles (750) and clears it.
    @Test func theKeptSearchAnswersAViewRebuiltWhileItWasInFlight() {
        let day = Track.sample(1, "Beautiful Day")
        let main = SearchRebuiltMidFlight(answering: [day]) { catalog, scheduler in
            let viewModel = SearchViewModel(catalog: catalog, scheduler: scheduler)
            return { typed, shown in
                Disposables.create(typed.bind(to: viewModel.input.query), viewModel.output.results.drive(shown))
            }
        }
        let variant = SearchRebuiltMidFlight(answering: [day]) { catalog, scheduler in
            let viewModel = KeptSearch.SearchViewModel(catalog: catalog, scheduler: scheduler)
            return { typed, shown in
                Disposables.create(typed.bind(to: viewModel.input.query), viewModel.output.results.drive(shown))
            }
        }
        #expect(main.shownByTheRebuiltView == [.next(450, [])])
        #expect(main.queries == ["bea"])
        #expect(variant.shownByTheRebuiltView == [.next(450, []), .next(500, [day]), .next(750, [])])
        #expect(variant.queries == ["bea"])
    }
}
