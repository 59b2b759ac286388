import Domain
import Features
import ReactiveCore

extension TransformStyle {
    @MainActor
    package static func makeSearch(environment: FeatureEnvironment) -> Presentation<any SearchView> {
        let viewModel = SearchViewModel(catalog: environment.catalog, scheduler: environment.scheduler)
        return Presentation(viewModel) { SearchViewController(viewModel: viewModel) }
    }
}

/// The search's view controller: transforms once in `viewDidLoad` and drives every output.
final class SearchViewController: ViewController<any SearchView> {
    private let viewModel: SearchViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: SearchViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform(input: .init(query: view.query, selection: view.selections))
        output.results.drive(view.results).disposed(by: disposeBag)
        output.isLoading.drive(view.isLoading).disposed(by: disposeBag)
        output.errorMessage.drive(view.errorMessage).disposed(by: disposeBag)
        output.showTrack.emit(to: view.showTrack).disposed(by: disposeBag)
    }
}
