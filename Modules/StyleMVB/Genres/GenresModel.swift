import Domain
import Features
import ReactiveCore
import Services

/// The genres' model: it loads the genres when asked and describes a selected one.
package final class GenresModel {
    /// Where load requests (appearances, refreshes) go.
    package let loadRequests = PublishRelay<Void>()
    /// The rows the user selects.
    package let selections = PublishRelay<Int>()
    /// The genres shown.
    package let genres: Observable<[Genre]>
    /// Whether a load is in flight.
    package let isLoading: Observable<Bool>
    /// The message about a failed load, if any.
    package let errorMessage: Observable<String?>
    /// One-shot messages about selected genres.
    package let summaries: Observable<String>

    private let phase = BehaviorRelay(value: GenresRules.Phase.idle)
    private let disposeBag = DisposeBag()

    package init(catalog: CatalogService) {
        let phases = phase.asObservable()
        genres = phases.scan([Genre]()) { GenresRules.genres(after: $1, previous: $0) }
            .distinctUntilChanged()
            .share(replay: 1)
        isLoading = phases.map(\.isLoading).distinctUntilChanged()
        errorMessage = phases.map(\.message).distinctUntilChanged()
        summaries = selections.withLatestFrom(genres) { GenresRules.genre(at: $0, in: $1) }
            .compactMap { $0.map(GenresRules.summary(of:)) }
        // The model loads as each request arrives; a new load replaces one in flight.
        loadRequests
            .flatMapLatest { GenresRules.load(from: catalog) }
            .bind(to: phase)
            .disposed(by: disposeBag)
    }
}
