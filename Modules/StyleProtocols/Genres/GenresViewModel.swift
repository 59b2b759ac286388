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
package protocol GenresViewModelType: AnyObject {
    var input: GenresViewModelInput { get }
    var output: GenresViewModelOutput { get }
}

/// The genres in the protocols style: appearing and refreshing load at once, and a new load
/// replaces one in flight; outputs read the state the loads keep.
package final class GenresViewModel: GenresViewModelType {
    package var input: GenresViewModelInput { self }
    package var output: GenresViewModelOutput { self }

    private let catalog: CatalogService
    private let phase = BehaviorRelay(value: GenresRules.Phase.idle)
    private let shownGenres = BehaviorRelay<[Genre]>(value: [])
    private let summaries = PublishRelay<String>()
    private let loading = SerialDisposable()
    private let disposeBag = DisposeBag()

    package init(catalog: CatalogService) {
        self.catalog = catalog
        loading.disposed(by: disposeBag)
    }

    private func load() {
        loading.disposable = GenresRules.load(from: catalog)
            .subscribe(onNext: { [weak self] phase in self?.enter(phase) })
    }

    private func enter(_ phase: GenresRules.Phase) {
        shownGenres.accept(GenresRules.genres(after: phase, previous: shownGenres.value))
        self.phase.accept(phase)
    }
}

extension GenresViewModel: GenresViewModelInput {
    package func viewDidAppear() {
        load()
    }

    package func refresh() {
        load()
    }

    package func selectRow(_ index: Int) {
        guard let genre = GenresRules.genre(at: index, in: shownGenres.value) else { return }
        summaries.accept(GenresRules.summary(of: genre))
    }
}

extension GenresViewModel: GenresViewModelOutput {
    package var genres: Driver<[Genre]> { shownGenres.asDriver().distinctUntilChanged() }

    package var isLoading: Driver<Bool> { phase.asDriver().map(\.isLoading).distinctUntilChanged() }

    package var errorMessage: Driver<String?> { phase.asDriver().map(\.message).distinctUntilChanged() }

    package var showGenreSummary: Signal<String> { summaries.asSignal() }
}
