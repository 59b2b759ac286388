import Domain
import Features
import ReactiveCore

extension TransformStyle {
    @MainActor
    package static func makeGenres(environment: FeatureEnvironment) -> Presentation<any GenresView> {
        let viewModel = GenresViewModel(catalog: environment.catalog)
        return Presentation(viewModel) { GenresViewController(viewModel: viewModel) }
    }
}

/// The genres' view controller: transforms once in `viewDidLoad`, its own appearances
/// (`rx.viewWillAppear`) and the refreshes loading, drives every output and keeps the output's
/// disposable.
final class GenresViewController: ViewController<any GenresView> {
    private let viewModel: GenresViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: GenresViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let load = Observable.merge(appearances, view.refreshRequests)
        let output = viewModel.transform(input: .init(load: load, selection: view.selections))
        output.genres.drive(view.genres).disposed(by: disposeBag)
        output.isLoading.drive(view.isLoading).disposed(by: disposeBag)
        output.errorMessage.drive(view.errorMessage).disposed(by: disposeBag)
        output.showGenreSummary.emit(to: view.message).disposed(by: disposeBag)
        output.disposable.disposed(by: disposeBag)
    }
}
