import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    @MainActor
    package static func makeLibrary(environment: FeatureEnvironment) -> Presentation<any LibraryView> {
        Presentation(
            makingItsViewModel: { LibraryPresenter(environment: environment) },
            alongside: { presenter in OutputsController(beside: presenter) { $0.showOutputs(on: $1) } })
    }
}

/// Who the library controller tells that the user chose a track to edit.
@MainActor
protocol LibraryControllerDelegate: AnyObject {
    /// The user chose to edit `track`.
    func libraryController(_ controller: LibraryController, didSelect track: Track)
}

/// The library's view controller in the init-only style: made with the services, it makes its
/// view model as its view loads, hides it and reports navigation through its delegate.
final class LibraryController: ViewController<any LibraryView> {
    weak var delegate: LibraryControllerDelegate?
    private let environment: FeatureEnvironment
    private let showsErrors: Bool
    private var viewModel: LibraryViewModel!
    private let bag = DisposeBag()

    /// A controller; without `showsErrors`, for a view with no error label.
    init(environment: FeatureEnvironment, showsErrors: Bool = true) {
        self.environment = environment
        self.showsErrors = showsErrors
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
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
}

/// Presents the library controller and the editor it asks for: the presenting side of the
/// delegate, a container that hands its view and its appearances to the controller.
package final class LibraryPresenter: ViewController<any LibraryView>, LibraryControllerDelegate {
    private let controller: LibraryController

    package init(environment: FeatureEnvironment, showsErrors: Bool = true) {
        controller = LibraryController(environment: environment, showsErrors: showsErrors)
        super.init()
        controller.delegate = self
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        controller.load(view)
    }

    package override func viewWillAppear() {
        super.viewWillAppear()
        controller.appear()
    }

    package override func viewDidDisappear() {
        super.viewDidDisappear()
        controller.disappear()
    }

    func libraryController(_ controller: LibraryController, didSelect track: Track) {
        view.openEditor.onNext(track)
    }

    /// Drives another `view` with the controller's view model's list and error message, until
    /// the result is disposed; the navigation stays with this presenter's view.
    func showOutputs(on view: LibraryView) -> Disposable {
        controller.showOutputs(on: view)
    }
}
