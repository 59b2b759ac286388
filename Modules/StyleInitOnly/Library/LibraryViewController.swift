import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    @MainActor
    package static func makeLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        .madeByBinding {
            LibraryPresenter(view: $0, environment: environment)
        } showingAnother: {
            $0.showOutputs(on: $1)
        }
    }
}

/// Who the library controller tells that the user chose a track to edit.
protocol LibraryControllerDelegate: AnyObject {
    /// The user chose to edit `track`.
    func libraryController(_ controller: LibraryController, didSelect track: Track)
}

/// The library's view controller in the init-only style: made with the view and the services,
/// it hides its view model and reports navigation through its delegate.
final class LibraryController: Disposable {
    weak var delegate: LibraryControllerDelegate?
    private let viewModel: LibraryViewModel
    private var bag = DisposeBag()

    /// A controller for `view`; without `showsErrors`, for a view with no error label.
    init(view: LibraryView, environment: FeatureEnvironment, showsErrors: Bool = true) {
        viewModel = LibraryViewModel(
            favoriteToggles: view.favoriteToggles.asSignal(onErrorSignalWith: .empty()),
            selection: view.selections.asSignal(onErrorSignalWith: .empty()),
            library: environment.library)

        showOutputs(on: view, showsErrors: showsErrors).disposed(by: bag)
        viewModel.openEditor
            .emit(
                with: self,
                onNext: { controller, track in controller.delegate?.libraryController(controller, didSelect: track) }
            )
            .disposed(by: bag)
    }

    /// Drives `view` with the view model's list and, with `showsErrors`, its error message,
    /// until the result is disposed.
    func showOutputs(on view: LibraryView, showsErrors: Bool = true) -> Disposable {
        // The toggles' saves happen through the error message: a controller that leaves it
        // unbound saves nothing.
        Disposables.create(
            [viewModel.items.drive(view.items)]
                + (showsErrors ? [viewModel.errorMessage.drive(view.errorMessage)] : []))
    }

    func dispose() {
        bag = DisposeBag()
    }
}

/// Presents the editor the library controller asks for: the presenting side of the delegate,
/// owned with the controller.
package final class LibraryPresenter: LibraryControllerDelegate, Disposable {
    private let controller: LibraryController
    private let openEditor: Binder<Track>

    package init(view: LibraryView, environment: FeatureEnvironment, showsErrors: Bool = true) {
        openEditor = view.openEditor
        controller = LibraryController(view: view, environment: environment, showsErrors: showsErrors)
        controller.delegate = self
    }

    func libraryController(_ controller: LibraryController, didSelect track: Track) {
        openEditor.onNext(track)
    }

    /// Drives another `view` with the controller's view model's list and error message, until
    /// the result is disposed; the navigation stays with this presenter's view.
    func showOutputs(on view: LibraryView) -> Disposable {
        controller.showOutputs(on: view)
    }

    package func dispose() {
        controller.dispose()
    }
}
