import Domain
import Features
import ReactiveCore
import Services

/// Search in the subjects style.
package final class SearchViewModel: ViewModelType {
    /// Where the view sends its intents, whenever its controls exist.
    package struct Input {
        /// Where the view sends the query as typed.
        package let query: AnyObserver<String>
        /// Where the view sends selected rows.
        package let selection: AnyObserver<Int>
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

    package let input: Input
    package let output: Output

    private let querySubject = BehaviorSubject(value: "")
    private let selectionSubject = PublishSubject<Int>()

    package init(catalog: CatalogService, scheduler: SchedulerType) {
        input = Input(query: querySubject.asObserver(), selection: selectionSubject.asObserver())
        let phases =
            querySubject
            .map(SearchRules.normalize)
            .debounce(SearchRules.debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { SearchRules.search($0, catalog: catalog) }
            .startWith(.idle)
            .asDriver(onErrorJustReturn: .idle)
        let results = phases.scan([Track]()) { SearchRules.results(after: $1, previous: $0) }.distinctUntilChanged()
        output = Output(
            results: results,
            isLoading: phases.map(\.isLoading).distinctUntilChanged(),
            errorMessage: phases.map(\.message).distinctUntilChanged(),
            showTrack:
                selectionSubject
                .withLatestFrom(results) { SearchRules.track(at: $0, in: $1) }
                .compactMap { $0 }
                .asSignal(onErrorSignalWith: .empty()))
    }
}
