import Domain
import Features
import ReactiveCore
import Services
import StyleSubjects

/// The genres with the services' answers observed on the main scheduler before they reach its
/// state: `observe(on: MainScheduler.instance)` before `bind(to:)`, the style's own one-line idiom (and
/// the remedy the core's synchronization warning names).
///
/// The variant of the matrix's situation 14: the main genres writes its state on the thread the
/// answer came on, while the user acts on the main thread.
package final class MainAnswersGenresViewModel: ViewModelType {
    /// Where the view sends its intents, whenever its controls exist.
    package struct Input {
        /// Where the view says it appeared.
        package let appear: AnyObserver<Void>
        /// Where the view sends refresh requests.
        package let refresh: AnyObserver<Void>
        /// Where the view sends selected rows.
        package let selection: AnyObserver<Int>
    }

    /// What the view shows.
    package struct Output {
        /// The genres shown.
        package let genres: Driver<[Genre]>
        /// Whether a load is in flight.
        package let isLoading: Driver<Bool>
        /// The message about a failed load, if any.
        package let errorMessage: Driver<String?>
        /// One-shot messages about selected genres.
        package let showGenreSummary: Signal<String>
    }

    package let input: Input
    package let output: Output

    private let appearSubject = PublishSubject<Void>()
    private let refreshSubject = PublishSubject<Void>()
    private let selectionSubject = PublishSubject<Int>()
    private let phase = BehaviorRelay(value: GenresRules.Phase.idle)
    private let disposeBag = DisposeBag()

    package init(catalog: CatalogService) {
        input = Input(
            appear: appearSubject.asObserver(), refresh: refreshSubject.asObserver(),
            selection: selectionSubject.asObserver())
        let phases = phase.asDriver()
        let genres = phases.scan([Genre]()) { GenresRules.genres(after: $1, previous: $0) }.distinctUntilChanged()
        output = Output(
            genres: genres,
            isLoading: phases.map(\.isLoading).distinctUntilChanged(),
            errorMessage: phases.map(\.message).distinctUntilChanged(),
            showGenreSummary:
                selectionSubject
                .withLatestFrom(genres) { GenresRules.genre(at: $0, in: $1) }
                .compactMap { $0.map(GenresRules.summary(of:)) }
                .asSignal(onErrorSignalWith: .empty()))
        // Each appearance or refresh loads as it arrives; a new load replaces one in flight.
        Observable.merge(appearSubject.asObservable(), refreshSubject.asObservable())
            .flatMapLatest { GenresRules.load(from: catalog) }
            .observe(on: MainScheduler.instance)
            .bind(to: phase)
            .disposed(by: disposeBag)
    }
}

extension SubjectsStyle {
    /// The variant, bound as the main code binds its view model.
    @MainActor
    package static func makeMainAnswersGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        let viewModel = MainAnswersGenresViewModel(catalog: environment.catalog)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.appearances.subscribe(onNext: viewModel.input.appear.onNext),
                    view.refreshRequests.subscribe(onNext: viewModel.input.refresh.onNext),
                    view.selections.subscribe(onNext: viewModel.input.selection.onNext))
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
