import Domain
import Features
import ReactiveCore
import Services
import StyleProtocols

/// The protocols style's genres as the article writes its outputs: Observables of the view
/// model's relays (`var apiResult: Observable<Model>`), which deliver on whatever thread the relay
/// was written, where the style's main code returns Drivers and Signals
/// (``ProjectGuard/traitOutputs``). Inputs and state are the main code's.
final class ObservableOutputsGenresViewModel {
    private let catalog: CatalogService
    private let phase = BehaviorRelay(value: GenresRules.Phase.idle)
    private let shownGenres = BehaviorRelay<[Genre]>(value: [])
    private let summaries = PublishRelay<String>()
    private let loading = SerialDisposable()
    private let disposeBag = DisposeBag()

    init(catalog: CatalogService) {
        self.catalog = catalog
        loading.disposed(by: disposeBag)
    }

    func viewDidAppear() { load() }

    func refresh() { load() }

    func selectRow(_ index: Int) {
        guard let genre = GenresRules.genre(at: index, in: shownGenres.value) else { return }
        summaries.accept(GenresRules.summary(of: genre))
    }

    var genres: Observable<[Genre]> { shownGenres.distinctUntilChanged().asObservable() }
    var isLoading: Observable<Bool> { phase.map(\.isLoading).distinctUntilChanged() }
    var errorMessage: Observable<String?> { phase.map(\.message).distinctUntilChanged() }
    var showGenreSummary: Observable<String> { summaries.asObservable() }

    private func load() {
        loading.disposable = GenresRules.load(from: catalog)
            .subscribe(onNext: { [weak self] phase in self?.enter(phase) })
    }

    private func enter(_ phase: GenresRules.Phase) {
        shownGenres.accept(GenresRules.genres(after: phase, previous: shownGenres.value))
        self.phase.accept(phase)
    }

    /// The screen, its outputs bound to the view's binders with `bind(to:)`.
    @MainActor
    static func screen(environment: FeatureEnvironment) -> Screen<GenresView> {
        let viewModel = ObservableOutputsGenresViewModel(catalog: environment.catalog)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.appearances.subscribe(onNext: { viewModel.viewDidAppear() }),
                    view.refreshRequests.subscribe(onNext: { viewModel.refresh() }),
                    view.selections.subscribe(onNext: { viewModel.selectRow($0) }))
            },
            outputs: { view in
                Disposables.create([
                    viewModel.genres.bind(to: view.genres),
                    viewModel.isLoading.bind(to: view.isLoading),
                    viewModel.errorMessage.bind(to: view.errorMessage),
                    viewModel.showGenreSummary.bind(to: view.message),
                ])
            })
    }
}
