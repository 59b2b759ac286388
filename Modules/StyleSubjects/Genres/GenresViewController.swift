import Domain
import Features
import ReactiveCore

extension SubjectsStyle {
    @MainActor
    package static func makeGenres(environment: FeatureEnvironment) -> Presentation<any GenresView> {
        let viewModel = GenresViewModel(catalog: environment.catalog)
        return Presentation(viewModel) { GenresViewController(viewModel: viewModel) }
    }
}

/// The genres' view controller: in `viewDidLoad`, it drives the outputs, then sends each
/// control, and its own appearances (`rx.viewWillAppear`), to its input.
final class GenresViewController: ViewController<any GenresView> {
    private let viewModel: GenresViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: GenresViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.output.genres.drive(view.genres).disposed(by: disposeBag)
        viewModel.output.isLoading.drive(view.isLoading).disposed(by: disposeBag)
        viewModel.output.errorMessage.drive(view.errorMessage).disposed(by: disposeBag)
        viewModel.output.showGenreSummary.emit(to: view.message).disposed(by: disposeBag)
        appearances.subscribe(onNext: viewModel.input.appear.onNext).disposed(by: disposeBag)
        view.refreshRequests.subscribe(onNext: viewModel.input.refresh.onNext).disposed(by: disposeBag)
        view.selections.subscribe(onNext: viewModel.input.selection.onNext).disposed(by: disposeBag)
    }
}
