import Domain
import Features
import ReactiveCore
import Services
import StyleMVB

/// The genres with the services' answers observed on the main scheduler before they reach its
/// state: `observe(on: MainScheduler.instance)` before `bind(to:)`, the style's own one-line idiom (and
/// the remedy the core's synchronization warning names).
///
/// The variant of the matrix's situation 14: the main genres writes its state on the thread the
/// answer came on, while the user acts on the main thread.
package final class MainAnswersGenresModel {
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
            .observe(on: MainScheduler.instance)
            .bind(to: phase)
            .disposed(by: disposeBag)
    }
}

extension MVBStyle {
    /// The variant, bound as the main code binds its view model.
    @MainActor
    package static func makeMainAnswersGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        let model = MainAnswersGenresModel(catalog: environment.catalog)
        return .separate(
            model, inputs: { MainAnswersGenresBinding.bindIntents(of: $0, to: model) },
            outputs: { MainAnswersGenresBinding.bindState(of: model, to: $0) })
    }
}

/// Wires a genres view to a genres model.
package enum MainAnswersGenresBinding {
    /// Shows `model`'s state on `view`.
    package static func bindState(of model: MainAnswersGenresModel, to view: GenresView) -> Disposable {
        Disposables.create([
            view.genres <~ model.genres,
            view.isLoading <~ model.isLoading,
            view.errorMessage <~ model.errorMessage,
            view.message <~ model.summaries,
        ])
    }

    /// Sends `view`'s intents to `model`.
    static func bindIntents(of view: GenresView, to model: MainAnswersGenresModel) -> Disposable {
        Disposables.create(
            { model.loadRequests.accept(()) } <~ Observable.merge(view.appearances, view.refreshRequests),
            { model.selections.accept($0) } <~ view.selections)
    }
}
