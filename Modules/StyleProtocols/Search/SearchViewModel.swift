import Domain
import Features
import ReactiveCore
import Services

/// What the search view can tell its view model.
package protocol SearchViewModelInput {
    /// The query field changed.
    func queryChanged(_ query: String)
    /// The user selected a row of the results.
    func selectRow(_ index: Int)
}

/// What the search view model offers the view.
package protocol SearchViewModelOutput {
    /// The results shown.
    var results: Driver<[Track]> { get }
    /// Whether a search is in flight.
    var isLoading: Driver<Bool> { get }
    /// The message about a failed search, if any.
    var errorMessage: Driver<String?> { get }
    /// The track to open (navigation).
    var showTrack: Signal<Track> { get }
}

/// A search view model: its input and output sides.
package protocol SearchViewModelType: AnyObject {
    var input: SearchViewModelInput { get }
    var output: SearchViewModelOutput { get }
}

/// Search in the protocols style.
package final class SearchViewModel: SearchViewModelType {
    package var input: SearchViewModelInput { self }
    package var output: SearchViewModelOutput { self }

    private let query = BehaviorRelay(value: "")
    private let selections = PublishRelay<Int>()
    private let phases: Driver<SearchRules.Phase>
    private let shownResults: Driver<[Track]>

    package init(catalog: CatalogService, scheduler: SchedulerType) {
        phases =
            query
            .map(SearchRules.normalize)
            .debounce(SearchRules.debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { SearchRules.search($0, catalog: catalog) }
            .startWith(.idle)
            .asDriver(onErrorJustReturn: .idle)
        shownResults = phases.scan([Track]()) { SearchRules.results(after: $1, previous: $0) }.distinctUntilChanged()
    }
}

extension SearchViewModel: SearchViewModelInput {
    package func queryChanged(_ query: String) {
        self.query.accept(query)
    }

    package func selectRow(_ index: Int) {
        selections.accept(index)
    }
}

extension SearchViewModel: SearchViewModelOutput {
    package var results: Driver<[Track]> { shownResults }

    package var isLoading: Driver<Bool> { phases.map(\.isLoading).distinctUntilChanged() }

    package var errorMessage: Driver<String?> { phases.map(\.message).distinctUntilChanged() }

    package var showTrack: Signal<Track> {
        selections.asSignal()
            .withLatestFrom(shownResults) { SearchRules.track(at: $0, in: $1) }
            .compactMap { $0 }
    }
}
