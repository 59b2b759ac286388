import Domain
import Features
import ReactiveCore

extension TransformStyle {
    @MainActor
    package static func makeLibrary(environment: FeatureEnvironment) -> Presentation<any LibraryView> {
        library(environment: environment, showingErrors: true)
    }

    /// The library's view model and view controllers, binding every output, or all but the error
    /// message.
    @MainActor
    package static func library(environment: FeatureEnvironment, showingErrors: Bool) -> Presentation<any LibraryView> {
        let viewModel = LibraryViewModel(library: environment.library)
        return Presentation(viewModel) { LibraryViewController(viewModel: viewModel, showingErrors: showingErrors) }
    }
}

/// The library's view controller: transforms once in `viewDidLoad`, drives every output (or all
/// but the error message) and keeps the output's disposable.
final class LibraryViewController: ViewController<any LibraryView> {
    private let viewModel: LibraryViewModel
    private let showingErrors: Bool
    private let disposeBag = DisposeBag()

    init(viewModel: LibraryViewModel, showingErrors: Bool) {
        self.viewModel = viewModel
        self.showingErrors = showingErrors
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform(
            input: .init(favoriteToggles: view.favoriteToggles, selection: view.selections))
        output.items.drive(view.items).disposed(by: disposeBag)
        if showingErrors { output.errorMessage.drive(view.errorMessage).disposed(by: disposeBag) }
        output.openEditor.emit(to: view.openEditor).disposed(by: disposeBag)
        output.disposable.disposed(by: disposeBag)
    }
}
