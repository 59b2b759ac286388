import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    @MainActor
    package static func makeGenres(environment: FeatureEnvironment) -> Presentation<any GenresView> {
        Presentation(
            makingItsViewModel: { GenresController(environment: environment) },
            alongside: { controller in OutputsController(beside: controller) { $0.showOutputs(on: $1) } })
    }
}

/// The genres' view controller in the init-only style: as its view loads, it makes the view
/// model with the view's intents and its own appearances (`rx.viewWillAppear`), and drives its
/// outputs.
final class GenresController: ViewController<any GenresView> {
    private let environment: FeatureEnvironment
    private var viewModel: GenresViewModel!
    private let bag = DisposeBag()

    init(environment: FeatureEnvironment) {
        self.environment = environment
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel = GenresViewModel(
            load: Observable.merge(appearances, view.refreshRequests).asSignal(onErrorSignalWith: .empty()),
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
}
