import Domain
import Features
import ReactiveCore
import Services
import StyleProtocols

/// The genres with the services' answers observed on the main scheduler before they reach its
/// state: `observe(on: MainScheduler.instance)` before `subscribe(onNext:)`, the style's own one-line idiom (and
/// the remedy the core's synchronization warning names).
///
/// The variant of the matrix's situation 14: the main genres writes its state on the thread the
/// answer came on, while the user acts on the main thread.
package final class MainAnswersGenresViewModel: GenresViewModelType {
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
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] phase in self?.enter(phase) })
    }

    private func enter(_ phase: GenresRules.Phase) {
        shownGenres.accept(GenresRules.genres(after: phase, previous: shownGenres.value))
        self.phase.accept(phase)
    }
}

extension MainAnswersGenresViewModel: GenresViewModelInput {
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

extension MainAnswersGenresViewModel: GenresViewModelOutput {
    package var genres: Driver<[Genre]> { shownGenres.asDriver().distinctUntilChanged() }

    package var isLoading: Driver<Bool> { phase.asDriver().map(\.isLoading).distinctUntilChanged() }

    package var errorMessage: Driver<String?> { phase.asDriver().map(\.message).distinctUntilChanged() }

    package var showGenreSummary: Signal<String> { summaries.asSignal() }
}

extension ProtocolsStyle {
    /// The variant, bound as the main code binds its view model.
    @MainActor
    package static func makeMainAnswersGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        let viewModel: GenresViewModelType = MainAnswersGenresViewModel(catalog: environment.catalog)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.appearances.subscribe(onNext: { viewModel.input.viewDidAppear() }),
                    view.refreshRequests.subscribe(onNext: { viewModel.input.refresh() }),
                    view.selections.subscribe(onNext: { viewModel.input.selectRow($0) }))
            },
            outputs: { view in
                Disposables.create([
                    viewModel.output.genres.drive(view.genres),
                    viewModel.output.isLoading.drive(view.isLoading),
                    viewModel.output.errorMessage.drive(view.errorMessage),
                    viewModel.output.showGenreSummary.emit(to: view.message),
                ])
            })
    }
}
