import Domain
import Features
import ReactiveCore
import Services

/// Search in the transform style.
package final class SearchViewModel: ViewModelType {
    /// The streams the view provides, all at once.
    package struct Input {
        /// The query as typed.
        package let query: Observable<String>
        /// The rows the user selects.
        package let selection: Observable<Int>

        /// Gathers the view's inputs.
        package init(query: Observable<String>, selection: Observable<Int>) {
            self.query = query
            self.selection = selection
        }
    }

    /// What the view shows.
    package struct Output {
        /// The results shown.
        package let results: Driver<[Track]>
        /// Whether a search is in flight.
        package let isLoading: Driver<Bool>
        /// The message about a failed search, if any.
        package let errorMessage: Driver<String?>
        /// The track to open (navigation).
        package let showTrack: Signal<Track>
    }

    private let catalog: CatalogService
    private let scheduler: SchedulerType

    package init(catalog: CatalogService, scheduler: SchedulerType) {
        self.catalog = catalog
        self.scheduler = scheduler
    }

    package func transform(input: Input) -> Output {
        let catalog = self.catalog
        let phases = input.query
            .map(SearchRules.normalize)
            .debounce(SearchRules.debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { SearchRules.search($0, catalog: catalog) }
            .startWith(.idle)
            .asDriver(onErrorJustReturn: .idle)
        let results = phases.scan([Track]()) { SearchRules.results(after: $1, previous: $0) }.distinctUntilChanged()
        let showTrack = input.selection
            .withLatestFrom(results) { SearchRules.track(at: $0, in: $1) }
            .compactMap { $0 }
            .asSignal(onErrorSignalWith: .empty())
        return Output(
            results: results,
            isLoading: phases.map(\.isLoading).distinctUntilChanged(),
            errorMessage: phases.map(\.message).distinctUntilChanged(),
            showTrack: showTrack)
    }
}
