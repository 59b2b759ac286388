import Domain
import Features
import ReactiveCore
import Services

/// Search in the transform style.
package final class SearchViewModel: ViewModelType {
    package struct Input {
        /// The query as typed.
        let query: Observable<String>
        /// The rows the user selects.
        let selection: Observable<Int>
    }

    package struct Output {
        /// The results shown.
        let results: Driver<[Track]>
        /// Whether a search is in flight.
        let isLoading: Driver<Bool>
        /// The message about a failed search, if any.
        let errorMessage: Driver<String?>
        /// The track to open (navigation).
        let showTrack: Signal<Track>
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
            isLoading: phases.map(SearchRules.isLoading).distinctUntilChanged(),
            errorMessage: phases.map(SearchRules.message).distinctUntilChanged(),
            showTrack: showTrack)
    }
}
