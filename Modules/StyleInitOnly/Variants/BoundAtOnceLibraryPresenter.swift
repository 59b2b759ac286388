import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    /// The library over `BoundAtOnceLibraryPresenter`.
    package static func makeBoundAtOnceLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        .madeByBinding { BoundAtOnceLibraryPresenter(view: $0, environment: environment) }
    }
}

/// The library's presenter in the init-only style, having its controller bind the view model's
/// outputs right after making it, as the article's `viewDidLoad` does: no toggle can come between
/// making the view model and binding the output that saves it, so none is lost.
///
/// The variant of the matrix's situation 1: the main presenter has its controller bind later, and
/// a toggle in between saves nothing.
final class BoundAtOnceLibraryPresenter: MadeByBinding, LibraryControllerDelegate, Disposable {
    private let controller: LibraryController
    private let openEditor: Binder<Track>

    init(view: LibraryView, environment: FeatureEnvironment) {
        openEditor = view.openEditor
        controller = LibraryController(view: view, environment: environment)
        controller.delegate = self
        controller.bindOutputs()
    }

    func libraryController(_ controller: LibraryController, didSelect track: Track) {
        openEditor.onNext(track)
    }

    /// Bound already, when made.
    func bindOutputs() {}

    func dispose() {
        controller.dispose()
    }
}
