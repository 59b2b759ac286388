import Domain
import Features
import ReactiveCore
import Services

/// Search in the init-only style: inputs and services go in through `init`; content outputs
/// are Drivers, the navigation output is a Signal; the logic is in static functions.
package struct SearchViewModel {
    /// The results shown (content).
    package let results: Driver<[Track]>
    /// Whether a search is in flight (content).
    package let isLoading: Driver<Bool>
    /// The message about a failed search, if any (content).
    package let errorMessage: Driver<String?>
    /// The track to open (navigation).
    package let showTrack: Signal<Track>

    package init(query: Driver<String>, selection: Signal<Int>, catalog: CatalogService, scheduler: SchedulerType) {
        let phases = Self.phases(query: query, catalog: catalog, scheduler: scheduler)
        results = Self.results(phases: phases)
        isLoading = phases.map(\.isLoading).distinctUntilChanged()
        errorMessage = phases.map(\.message).distinctUntilChanged()
        showTrack = Self.tracks(selection: selection, results: results)
    }

    /// Where the search stands as the query changes.
    static func phases(
        query: Driver<String>, catalog: CatalogService, scheduler: SchedulerType
    )
        -> Driver<SearchRules.Phase>
    {
        query.asObservable()
            .map(SearchRules.normalize)
            .debounce(SearchRules.debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { SearchRules.search($0, catalog: catalog) }
            .startWith(.idle)
            .asDriver(onErrorJustReturn: .idle)
    }

    /// The results shown as the search moves through its phases.
    static func results(phases: Driver<SearchRules.Phase>) -> Driver<[Track]> {
        phases.scan([Track]()) { SearchRules.results(after: $1, previous: $0) }.distinctUntilChanged()
    }

    /// The tracks of the selected rows.
    static func tracks(selection: Signal<Int>, results: Driver<[Track]>) -> Signal<Track> {
        selection.withLatestFrom(results) { SearchRules.track(at: $0, in: $1) }.compactMap { $0 }
    }
}
