import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    @MainActor
    package static func makeGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        .madeByBinding { GenresController(view: $0, environment: environment) }
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

        viewModel.genres.drive(view.genres).disposed(by: bag)
        viewModel.isLoading.drive(view.isLoading).disposed(by: bag)
        viewModel.errorMessage.drive(view.errorMessage).disposed(by: bag)
        viewModel.genreSummaries.emit(to: view.message).disposed(by: bag)
    }

    func dispose() {
        bag = DisposeBag()
    }
}
