import Domain
import Features
import ReactiveCore

extension ProtocolsStyle {
    @MainActor
    package static func makeLibrary(environment: FeatureEnvironment) -> Presentation<any LibraryView> {
        library(environment: environment, showingErrors: true)
    }

    /// The library's view model and view controllers, binding every output, or all but the error
    /// message.
    @MainActor
    package static func library(environment: FeatureEnvironment, showingErrors: Bool) -> Presentation<any LibraryView> {
        let viewModel: LibraryViewModelType = LibraryViewModel(library: environment.library)
        return Presentation(viewModel) { LibraryViewController(viewModel: viewModel, showingErrors: showingErrors) }
    }
}

/// The library's view controller, as the article writes it: the view model is injected, and
/// `viewDidLoad` binds it, outputs first (all, or all but the error message), then each control
/// to an input method.
final class LibraryViewController: ViewController<any LibraryView> {
    private let viewModel: LibraryViewModelType
    private let showingErrors: Bool
    private let disposeBag = DisposeBag()

    init(viewModel: LibraryViewModelType, showingErrors: Bool) {
        self.viewModel = viewModel
        self.showingErrors = showingErrors
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bind(viewModel)
    }

    private func bind(_ viewModel: LibraryViewModelType) {
        viewModel.output.items.drive(view.items).disposed(by: disposeBag)
        if showingErrors { viewModel.output.errorMessage.drive(view.errorMessage).disposed(by: disposeBag) }
        viewModel.output.openEditor.emit(to: view.openEditor).disposed(by: disposeBag)
        view.favoriteToggles.subscribe(onNext: { viewModel.input.toggleFavorite(row: $0) }).disposed(by: disposeBag)
        view.selections.subscribe(onNext: { viewModel.input.selectRow($0) }).disposed(by: disposeBag)
    }
}
