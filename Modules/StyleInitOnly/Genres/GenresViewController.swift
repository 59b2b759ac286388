import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    @MainActor
    package static func makeGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        .madeByBinding {
            GenresController(view: $0, environment: environment)
        } showingAnother: {
            $0.showOutputs(on: $1)
        }
    }
}

/// The genres' view controller in the init-only style.
final class GenresController: Disposable {
    private let viewModel: GenresViewModel
    private var bag = DisposeBag()

    init(view: GenresView, environment: FeatureEnvironment) {
        viewModel = GenresViewModel(
            load: Observable.merge(view.appearances, view.refreshRequests).asSignal(onErrorSignalWith: .empty()),
            selection: view.selections.asSignal(onErrorSignalWith: .empty()),
            catalog: environment.catalog)

        showOutputs(on: view).disposed(by: bag)
    }

    /// Drives `view` with the view model's outputs, until the result is disposed.
    func showOutputs(on view: GenresView) -> Disposable {
        Disposables.create(
            viewModel.genres.drive(view.genres), viewModel.isLoading.drive(view.isLoading),
            viewModel.errorMessage.drive(view.errorMessage), viewModel.genreSummaries.emit(to: view.message))
    }

    func dispose() {
        bag = DisposeBag()
    }
}
