import Domain
import Features
import ReactiveCore
import Services

/// The genres in the transform style (seed 1's table, with a one-shot message output).
package final class GenresViewModel: ViewModelType {
    /// The streams the view provides, all at once.
    package struct Input {
        /// Loads the genres: appearances and refreshes.
        package let load: Observable<Void>
        /// The rows the user selects.
        package let selection: Observable<Int>

        /// Gathers the view's inputs.
        package init(load: Observable<Void>, selection: Observable<Int>) {
            self.load = load
            self.selection = selection
        }
    }

    /// What the view shows, and what keeps internal subscriptions alive.
    package struct Output {
        /// The genres shown.
        package let genres: Driver<[Genre]>
        /// Whether a load is in flight.
        package let isLoading: Driver<Bool>
        /// The message about a failed load, if any.
        package let errorMessage: Driver<String?>
        /// One-shot messages about selected genres.
        package let showGenreSummary: Signal<String>
        /// Keeps the loads going, whether or not an output is bound.
        package let disposable: Disposable

        /// The outputs, as `transform(input:)` makes them.
        package init(
            genres: Driver<[Genre]>, isLoading: Driver<Bool>, errorMessage: Driver<String?>,
            showGenreSummary: Signal<String>, disposable: Disposable
        ) {
            self.genres = genres
            self.isLoading = isLoading
            self.errorMessage = errorMessage
            self.showGenreSummary = showGenreSummary
            self.disposable = disposable
        }
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
            isLoading: phases.map(\.isLoading).distinctUntilChanged(),
            errorMessage: phases.map(\.message).distinctUntilChanged(),
            showGenreSummary: input.selection
                .withLatestFrom(genres) { GenresRules.genre(at: $0, in: $1) }
                .compactMap { $0.map(GenresRules.summary(of:)) }
                .asSignal(onErrorSignalWith: .empty()),
            disposable: loads)
    }
}
