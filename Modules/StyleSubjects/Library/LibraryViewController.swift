import Domain
import Features
import ReactiveCore

extension SubjectsStyle {
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

/// The library's view controller: in `viewDidLoad`, it drives the outputs (or all but the error
/// message), then sends each control to its input.
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
        viewModel.output.items.drive(view.items).disposed(by: disposeBag)
        if showingErrors { viewModel.output.errorMessage.drive(view.errorMessage).disposed(by: disposeBag) }
        viewModel.output.openEditor.emit(to: view.openEditor).disposed(by: disposeBag)
        view.favoriteToggles.subscribe(onNext: viewModel.input.favoriteToggle.onNext).disposed(by: disposeBag)
        view.selections.subscribe(onNext: viewModel.input.selection.onNext).disposed(by: disposeBag)
    }
}
