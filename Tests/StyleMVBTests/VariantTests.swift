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
    /// after it loads nothing; with each stream on its own arrow, the appearance still asks for a
    /// load.
    @Test func separateArrowsKeepTheAppearancesWhenTheRefreshesFail() {
        #expect(
            requestsAfterFailingRefreshes { view, appearances in
                let model = GenresModel(catalog: unansweredGenres)
                return (
                    GenresBinding.bindIntents(of: view, appearing: appearances, to: model),
                    model.loadRequests.asObservable()
                )
            } == 1)
        #expect(
            requestsAfterFailingRefreshes { view, appearances in
                let model = GenresModel(catalog: unansweredGenres)
                return (
                    SeparateIntentsGenres.GenresBinding.bindIntents(of: view, appearing: appearances, to: model),
                    model.loadRequests.asObservable()
                )
            } == 2)
    }

    /// The load requests a binding sends for an appearance, a failing refresh stream, then an
    /// appearance: `bind` binds a view's intents and a view controller's appearances to a model
    /// of its own and gives its load requests.
    private func requestsAfterFailingRefreshes(
        _ bind: (RecordingGenresView, Observable<Void>) -> (intents: Disposable, loadRequests: Observable<Void>)
    ) -> Int {
        let view = RecordingGenresView()
        let appearances = PublishRelay<Void>()
        let (intents, loadRequests) = bind(view, appearances.asObservable())
        var requests = 0
        let counting = loadRequests.subscribe(onNext: { requests += 1 })
        appearances.accept(())
        view.refreshes.onError(RefreshFailure())
        appearances.accept(())
        intents.dispose()
        counting.dispose()
        return requests
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

/// A catalog whose genres never answer: the tests count the load requests, not their answers.
private var unansweredGenres: CatalogService {
    var catalog = CatalogService.unimplemented
    catalog.genres = { .never() }
    return catalog
}
