import Domain
import Features
import Lab
import ReactiveCore
import Services
import StyleTransform

/// The genres in the transform style with one pipeline for every view: the view model builds the
/// phases once, a `Driver` shared while anything is bound, and each call of `transform` only sends
/// its view's loads into it, so a load one view asks for is shown to every view bound.
///
/// The variant of the matrix's situation 4: the main genres build the phases inside `transform`,
/// so a second view's call gets a pipeline of its own that never sees the first view's loads.
package final class SharedPhasesGenresViewModel: ViewModelType {
    private let loadRequests = PublishRelay<Void>()
    private let phases: Driver<GenresRules.Phase>

    package init(catalog: CatalogService) {
        phases = loadRequests.flatMapLatest { GenresRules.load(from: catalog) }
            .startWith(.idle).asDriver(onErrorJustReturn: .idle)
    }

    package func transform(input: GenresViewModel.Input) -> GenresViewModel.Output {
        let loads = input.load.bind(to: loadRequests)
        let genres = phases.scan([Genre]()) { GenresRules.genres(after: $1, previous: $0) }.distinctUntilChanged()
        return GenresViewModel.Output(
            genres: genres,
            isLoading: phases.map(\.isLoading).distinctUntilChanged(),
            errorMessage: phases.map(\.message).distinctUntilChanged(),
            showGenreSummary: input.selection
                .withLatestFrom(genres) { GenresRules.genre(at: $0, in: $1) }
                .compactMap { $0.map(GenresRules.summary(of:)) }
                .asSignal(onErrorSignalWith: .empty()),
            // The phases run while a call's effects live, so a load asked for before the outputs
            // are bound still happens.
            disposable: Disposables.create(loads, phases.drive()))
    }
}

extension TransformStyle {
    /// The genres over ``SharedPhasesGenresViewModel``, bound as the main genres are.
    @MainActor
    package static func makeSharedPhasesGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        let viewModel = SharedPhasesGenresViewModel(catalog: environment.catalog)
        return .together(viewModel) { view in
            let load = Observable.merge(view.appearances, view.refreshRequests)
            let output = viewModel.transform(input: .init(load: load, selection: view.selections))
            return .init(effects: output.disposable) { view in
                Disposables.create([
                    output.genres.drive(view.genres),
                    output.isLoading.drive(view.isLoading),
                    output.errorMessage.drive(view.errorMessage),
                    output.showGenreSummary.emit(to: view.message),
                ])
            }
        }
    }
}
