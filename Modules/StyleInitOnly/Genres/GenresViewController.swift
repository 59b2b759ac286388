import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    package static func makeGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        .madeByBinding { GenresController(view: $0, environment: environment) }
    }
}

/// The genres' view controller in the init-only style.
final class GenresController: MadeByBinding {
    private let viewModel: GenresViewModel
    private let view: GenresView
    private var bag = DisposeBag()

    init(view: GenresView, environment: FeatureEnvironment) {
        viewModel = GenresViewModel(
            load: Observable.merge(view.appearances, view.refreshRequests).asSignal(onErrorSignalWith: .empty()),
            selection: view.selections.asSignal(onErrorSignalWith: .empty()),
            catalog: environment.catalog)
        self.view = view
    }

    func bindOutputs() {
        viewModel.genres.drive(view.genres).disposed(by: bag)
        viewModel.isLoading.drive(view.isLoading).disposed(by: bag)
        viewModel.errorMessage.drive(view.errorMessage).disposed(by: bag)
        viewModel.genreSummaries.emit(to: view.message).disposed(by: bag)
    }

    func dispose() {
        bag = DisposeBag()
    }
}
