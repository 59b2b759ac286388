import Domain
import Features
import ReactiveCore
import Services

/// What the genres view can tell its view model.
package protocol GenresViewModelInput {
    /// The view appeared.
    func viewDidAppear()
    /// The user asks to load the genres again.
    func refresh()
    /// The user selected a row.
    func selectRow(_ index: Int)
}

/// What the genres view model offers the view.
package protocol GenresViewModelOutput {
    /// The genres shown.
    var genres: Driver<[Genre]> { get }
    /// Whether a load is in flight.
    var isLoading: Driver<Bool> { get }
    /// The message about a failed load, if any.
    var errorMessage: Driver<String?> { get }
    /// One-shot messages about selected genres.
    var showGenreSummary: Signal<String> { get }
}

/// A genres view model: its input and output sides.
package protocol GenresViewModelType {
    var input: GenresViewModelInput { get }
    var output: GenresViewModelOutput { get }
}

/// The genres in the protocols style.
package final class GenresViewModel: GenresViewModelType {
    package var input: GenresViewModelInput { self }
    package var output: GenresViewModelOutput { self }

    private let loads = PublishRelay<Void>()
    private let selections = PublishRelay<Int>()
    private let phases: Driver<GenresRules.Phase>
    private let shownGenres: Driver<[Genre]>

    package init(catalog: CatalogService) {
        phases =
            loads
            .flatMapLatest { GenresRules.load(from: catalog) }
            .startWith(.idle)
            .asDriver(onErrorJustReturn: .idle)
        shownGenres = phases.scan([Genre]()) { GenresRules.genres(after: $1, previous: $0) }.distinctUntilChanged()
    }
}

extension GenresViewModel: GenresViewModelInput {
    package func viewDidAppear() {
        loads.accept(())
    }

    package func refresh() {
        loads.accept(())
    }

    package func selectRow(_ index: Int) {
        selections.accept(index)
    }
}

extension GenresViewModel: GenresViewModelOutput {
    package var genres: Driver<[Genre]> { shownGenres }

    package var isLoading: Driver<Bool> { phases.map(GenresRules.isLoading).distinctUntilChanged() }

    package var errorMessage: Driver<String?> { phases.map(GenresRules.message).distinctUntilChanged() }

    package var showGenreSummary: Signal<String> {
        selections.asSignal()
            .withLatestFrom(shownGenres) { GenresRules.genre(at: $0, in: $1) }
            .compactMap { $0.map(GenresRules.summary(of:)) }
    }
}
