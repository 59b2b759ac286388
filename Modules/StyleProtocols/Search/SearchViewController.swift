import Domain
import Features
import ReactiveCore

extension ProtocolsStyle {
    @MainActor
    package static func makeSearch(environment: FeatureEnvironment) -> Presentation<any SearchView> {
        let viewModel: SearchViewModelType = SearchViewModel(
            catalog: environment.catalog, scheduler: environment.scheduler)
        return Presentation(viewModel) { SearchViewController(viewModel: viewModel) }
    }
}

/// The search's view controller, as the article writes it: the view model is injected, and
/// `viewDidLoad` binds it, outputs first, then each control to an input method.
final class SearchViewController: ViewController<any SearchView> {
    private let viewModel: SearchViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: SearchViewModelType) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bind(viewModel)
    }

    private func bind(_ viewModel: SearchViewModelType) {
        viewModel.output.results.drive(view.results).disposed(by: disposeBag)
        viewModel.output.isLoading.drive(view.isLoading).disposed(by: disposeBag)
        viewModel.output.errorMessage.drive(view.errorMessage).disposed(by: disposeBag)
        viewModel.output.showTrack.emit(to: view.showTrack).disposed(by: disposeBag)
        view.query.subscribe(onNext: { viewModel.input.queryChanged($0) }).disposed(by: disposeBag)
        view.selections.subscribe(onNext: { viewModel.input.selectRow($0) }).disposed(by: disposeBag)
    }
}
