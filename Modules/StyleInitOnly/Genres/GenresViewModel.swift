import Domain
import Features
import ReactiveCore
import Services

/// The genres in the init-only style: content outputs are Drivers, the selection's message is
/// a result, so a Signal.
package struct GenresViewModel {
    /// The genres shown (content).
    package let genres: Driver<[Genre]>
    /// Whether a load is in flight (content).
    package let isLoading: Driver<Bool>
    /// The message about a failed load, if any (content).
    package let errorMessage: Driver<String?>
    /// One-shot messages about selected genres (result).
    package let genreSummaries: Signal<String>

    package init(load: Signal<Void>, selection: Signal<Int>, catalog: CatalogService) {
        let phases = Self.phases(load: load, catalog: catalog)
        genres = phases.scan([Genre]()) { GenresRules.genres(after: $1, previous: $0) }.distinctUntilChanged()
        isLoading = phases.map(\.isLoading).distinctUntilChanged()
        errorMessage = phases.map(\.message).distinctUntilChanged()
        genreSummaries = Self.summaries(selection: selection, genres: genres)
    }

    /// Where loading stands as loads are asked for; a new load replaces one in flight.
    static func phases(load: Signal<Void>, catalog: CatalogService) -> Driver<GenresRules.Phase> {
        load.asObservable()
            .flatMapLatest { GenresRules.load(from: catalog) }
            .startWith(.idle)
            .asDriver(onErrorJustReturn: .idle)
    }

    /// The message for each selected row that has a genre.
    static func summaries(selection: Signal<Int>, genres: Driver<[Genre]>) -> Signal<String> {
        selection.withLatestFrom(genres) { GenresRules.genre(at: $0, in: $1) }
            .compactMap { $0.map(GenresRules.summary(of:)) }
    }
}
