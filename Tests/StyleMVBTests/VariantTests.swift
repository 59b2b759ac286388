import Domain
import FeatureTesting
import Features
import ReactiveCore
import ReactiveTesting
import Services
import Testing

@testable import MVBLab
@testable import StyleMVB

/// The style's variants, each against the main code it stands in for.
@MainActor
@Suite(.tracksResources)
struct VariantTests {
    /// With the main binding, a failing refresh stream ends the merged arrow and the appearance
    /// after it loads nothing; with each stream on its own arrow, the appearance still loads.
    @Test func separateArrowsKeepTheAppearancesWhenTheRefreshesFail() {
        #expect(
            genresCallsAfterFailingRefreshes { view, appearances, catalog in
                GenresBinding.bindIntents(of: view, appearing: appearances, to: GenresModel(catalog: catalog))
            } == ["genres()"])
        #expect(
            genresCallsAfterFailingRefreshes { view, appearances, catalog in
                SeparateIntentsGenres.GenresBinding.bindIntents(
                    of: view, appearing: appearances, to: GenresModel(catalog: catalog))
            } == ["genres()", "genres()"])
    }

    /// The catalog's calls for an appearance, a failing refresh stream, then an appearance:
    /// `bind` binds a view's intents and a view controller's appearances to a model of its own
    /// over the catalog it is given.
    private func genresCallsAfterFailingRefreshes(
        _ bind: (RecordingGenresView, Observable<Void>, CatalogService) -> Disposable
    ) -> [String] {
        let calls = CallLog()
        let view = RecordingGenresView()
        let appearances = PublishRelay<Void>()
        let intents = bind(view, appearances.asObservable(), unansweredGenres.logged(in: calls))
        appearances.accept(())
        view.refreshes.onError(RefreshFailure())
        appearances.accept(())
        intents.dispose()
        return calls.calls
    }

    /// A view rebuilt while its search is in flight, its field empty: the main code's search ends
    /// with the old view's subscription, and the rebuilt view is shown nothing of it; the kept
    /// search answers the rebuilt view at 500, then the empty field settles (750) and clears it.
    @Test func theKeptSearchAnswersAViewRebuiltWhileItWasInFlight() {
        let day = Track.sample(1, "Beautiful Day")
        let main = SearchRebuiltMidFlight(answering: [day]) { catalog, scheduler in
            let model = SearchModel(catalog: catalog, scheduler: scheduler)
            return { typed, shown in Disposables.create(typed.bind(to: model.query), model.results.subscribe(shown)) }
        }
        let variant = SearchRebuiltMidFlight(answering: [day]) { catalog, scheduler in
            let model = KeptSearch.SearchModel(catalog: catalog, scheduler: scheduler)
            return { typed, shown in Disposables.create(typed.bind(to: model.query), model.results.subscribe(shown)) }
        }
        #expect(main.shownByTheRebuiltView == [.next(450, [])])
        #expect(main.queries == ["bea"])
        #expect(variant.shownByTheRebuiltView == [.next(450, []), .next(500, [day]), .next(750, [])])
        #expect(variant.queries == ["bea"])
    }
}

/// What a control's stream fails with.
private struct RefreshFailure: Error {}

/// A catalog whose genres never answer: the tests count the calls, not their answers.
private var unansweredGenres: CatalogService {
    var catalog = CatalogService.unimplemented
    catalog.genres = { .never() }
    return catalog
}
