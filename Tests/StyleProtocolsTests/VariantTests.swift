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
    /// A view rebuilt while its search is in flight, its field empty: the main code's search ends
    /// with the old view's subscription, and the rebuilt view is shown nothing of it; the kept
    /// search answers the rebuilt view at 500, then the empty field settles (750) and clears it.
    @Test func theKeptSearchAnswersAViewRebuiltWhileItWasInFlight() {
        let day = Track.sample(1, "Beautiful Day")
        let main = SearchRebuiltMidFlight(answering: [day]) { catalog, scheduler in
            let viewModel = SearchViewModel(catalog: catalog, scheduler: scheduler)
            return { typed, shown in
                Disposables.create(
                    typed.subscribe(onNext: viewModel.input.queryChanged), viewModel.output.results.drive(shown))
            }
        }
        let variant = SearchRebuiltMidFlight(answering: [day]) { catalog, scheduler in
            let viewModel = KeptSearch.SearchViewModel(catalog: catalog, scheduler: scheduler)
            return { typed, shown in
                Disposables.create(
                    typed.subscribe(onNext: viewModel.input.queryChanged), viewModel.output.results.drive(shown))
            }
        }
        #expect(main.shownByTheRebuiltView == [.next(450, [])])
        #expect(main.queries == ["bea"])
        #expect(variant.shownByTheRebuiltView == [.next(450, []), .next(500, [day]), .next(750, [])])
        #expect(variant.queries == ["bea"])
    }
}
