import Domain
import Features
import ReactiveCore
import Services

/// The genres in the transform style (seed 1's table, with a one-shot message output).
package final class GenresViewModel: ViewModelType {
    package struct Input {
        /// Loads the genres: appearances and refreshes.
        let load: Observable<Void>
        /// The rows the user selects.
        let selection: Observable<Int>
    }

    package struct Output {
        /// The genres shown.
        let genres: Driver<[Genre]>
        /// Whether a load is in flight.
        let isLoading: Driver<Bool>
        /// The message about a failed load, if any.
        let errorMessage: Driver<String?>
        /// One-shot messages about selected genres.
        let showGenreSummary: Signal<String>
        /// Keeps the loads going, whether or not an output is bound.
        let disposable: Disposable
    }

    private let catalog: CatalogService

    package init(catalog: CatalogService) {
        self.catalog = catalog
    }

    package func transform(input: Input) -> Output {
        let catalog = self.catalog
        let phase = BehaviorRelay(value: GenresRules.Phase.idle)
        let loads = input.load
            .flatMapLatest { GenresRules.load(from: catalog) }
            .bind(to: phase)
        let phases = phase.asDriver()
        let genres = phases.scan([Genre]()) { GenresRules.genres(after: $1, previous: $0) }.distinctUntilChanged()
        return Output(
            genres: genres,
            isLoading: phases.map(GenresRules.isLoading).distinctUntilChanged(),
            errorMessage: phases.map(GenresRules.message).distinctUntilChanged(),
            showGenreSummary: input.selection
                .withLatestFrom(genres) { GenresRules.genre(at: $0, in: $1) }
                .compactMap { $0.map(GenresRules.summary(of:)) }
                .asSignal(onErrorSignalWith: .empty()),
            disposable: loads)
    }
}
