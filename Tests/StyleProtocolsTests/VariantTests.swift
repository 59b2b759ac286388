import Domain
import FeatureTesting
import ReactiveCore
import ReactiveTesting
import Testing

@testable import ProtocolsLab
@testable import StyleProtocols

/// The style's variants, each against the main code it stands in for.
@MainActor
@Suite(.tracksResources)
struct VariantTests {
    /// The main greeting sends through a publish relay: a view subscribed after the validation is
    /// shown nothing. The variant keeps the greeting: a late view is shown it at once.
    @Test func theKeptGreetingShowsAViewSubscribedAfterTheValidation() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        SharingScheduler.mock(scheduler: scheduler) {
            let main: GreetingViewModelType = GreetingViewModel()
            let variant: KeptGreeting.GreetingViewModelType = KeptGreeting.GreetingViewModel()
            main.input.nameChanged("Ada")
            main.input.validate()
            variant.input.nameChanged("Ada")
            variant.input.validate()
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
    /// A view rebuilt while its search is in flight: the main code's search ends with the view that
    /// started it, and the next view's binding searches again (the query is kept); the kept search answers the rebuilt view at 500, from one search.
    @Test func theKeptSearchAnswersAViewRebuiltWhileItWasInFlight() {
        let day = Track.sample(1, "Beautiful Day")
        let main = SearchRebuiltMidFlight(answering: [day]) { catalog, scheduler in
            let viewModel = SearchViewModel(catalog: catalog, scheduler: scheduler)
            return { typed, shown in Disposables.create(typed.subscribe(onNext: viewModel.input.queryChanged), viewModel.output.results.drive(shown)) }
        }
        let variant = SearchRebuiltMidFlight(answering: [day]) { catalog, scheduler in
            let viewModel = KeptSearch.SearchViewModel(catalog: catalog, scheduler: scheduler)
            return { typed, shown in Disposables.create(typed.subscribe(onNext: viewModel.input.queryChanged), viewModel.output.results.drive(shown)) }
        }
        #expect(main.shownByTheRebuiltView == [.next(450, []), .next(850, [day])])
        #expect(main.queries == ["bea", "bea"])
        #expect(variant.shownByTheRebuiltView == [.next(450, []), .next(500, [day])])
        #expect(variant.queries == ["bea"])
    }

}
