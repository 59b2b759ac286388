import Domain
import Features
import ReactiveCore
import Services

/// The search's model: it owns the query and the search, and says which track a selected row is.
package final class SearchModel {
    /// The query as typed; its current value fires on subscription.
    package let query = BehaviorRelay(value: "")
    /// The rows the user selects.
    package let selections = PublishRelay<Int>()
    /// The results shown.
    package let results: Observable<[Track]>
    /// Whether a search is in flight.
    package let isLoading: Observable<Bool>
    /// The message about a failed search, if any.
    package let errorMessage: Observable<String?>
    /// The tracks of the selected rows.
    package let chosenTracks: Observable<Track>

    package init(catalog: CatalogService, scheduler: SchedulerType) {
        let phases =
            query
            .map(SearchRules.normalize)
            .debounce(SearchRules.debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { SearchRules.search($0, catalog: catalog) }
            .startWith(.idle)
            .share(replay: 1)
        results = phases.scan([Track]()) { SearchRules.results(after: $1, previous: $0) }
            .distinctUntilChanged()
            .share(replay: 1)
        isLoading = phases.map(\.isLoading).distinctUntilChanged()
        errorMessage = phases.map(\.message).distinctUntilChanged()
        chosenTracks = selections.withLatestFrom(results) { SearchRules.track(at: $0, in: $1) }.compactMap { $0 }
    }
}
