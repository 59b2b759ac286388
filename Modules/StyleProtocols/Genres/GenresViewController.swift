import Domain
import Features
import ReactiveCore

extension ProtocolsStyle {
    @MainActor
    package static func makeGenres(environment: FeatureEnvironment) -> Presentation<any GenresView> {
        let viewModel: GenresViewModelType = GenresViewModel(catalog: environment.catalog)
        return Presentation(viewModel) { GenresViewController(viewModel: viewModel) }
    }
}

/// The genres's view controller, as the article writes it: the view model is injected, and
/// `viewDidLoad` binds it, outputs first, then each control, and the view controller's own
/// appearances (`rx.viewWillAppear`), to an input method.
final class GenresViewController: ViewController<any GenresView> {
    private let viewModel: GenresViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: GenresViewModelType) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bind(viewModel)
    }

    private func bind(_ viewModel: GenresViewModelType) {
        viewModel.output.genres.drive(view.genres).disposed(by: disposeBag)
        viewModel.output.isLoading.drive(view.isLoading).disposed(by: disposeBag)
        viewModel.output.errorMessage.drive(view.errorMessage).disposed(by: disposeBag)
        viewModel.output.showGenreSummary.emit(to: view.message).disposed(by: disposeBag)
        appearances.subscribe(onNext: { viewModel.input.viewDidAppear() }).disposed(by: disposeBag)
        view.refreshRequests.subscribe(onNext: { viewModel.input.refresh() }).disposed(by: disposeBag)
        view.selections.subscribe(onNext: { viewModel.input.selectRow($0) }).disposed(by: disposeBag)
    }
}
