import Domain
import Features
import ReactiveCore

extension SubjectsStyle {
    @MainActor
    package static func makeSearch(environment: FeatureEnvironment) -> Presentation<any SearchView> {
        let viewModel = SearchViewModel(catalog: environment.catalog, scheduler: environment.scheduler)
        return Presentation(viewModel) { SearchViewController(viewModel: viewModel) }
    }
}

/// The search's view controller: in `viewDidLoad`, it drives the outputs, then sends each
/// control to its input.
final class SearchViewController: ViewController<any SearchView> {
    private let viewModel: SearchViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: SearchViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.output.results.drive(view.results).disposed(by: disposeBag)
        viewModel.output.isLoading.drive(view.isLoading).disposed(by: disposeBag)
        viewModel.output.errorMessage.drive(view.errorMessage).disposed(by: disposeBag)
        viewModel.output.showTrack.emit(to: view.showTrack).disposed(by: disposeBag)
        view.query.subscribe(onNext: viewModel.input.query.onNext).disposed(by: disposeBag)
        view.selections.subscribe(onNext: viewModel.input.selection.onNext).disposed(by: disposeBag)
    }
}
