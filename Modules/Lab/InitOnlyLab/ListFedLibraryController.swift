import Domain
import Features
import ReactiveCore
import StyleInitOnly

// The view controller and presenter over ``ListFedLibraryViewModel``: the main library's, with
// the variant's view model in place of the main one. The variant's price counts the view model
// alone (`StyleVariant.replaces`), which is where the fix is; these are the lab's copies of the
// main controller and presenter, which a team applying the fix would not change.

extension InitOnlyStyle {
    /// The library over ``ListFedLibraryViewModel`` for a view with no error label, bound as the
    /// main list-only library is.
    @MainActor
    package static func makeListFedListOnlyLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        .madeByBinding {
            ListFedLibraryPresenter(view: $0, environment: environment, showsErrors: false)
        } showingAnother: {
            $0.showOutputs(on: $1)
        }
    }
}

/// The library's view controller over ``ListFedLibraryViewModel``, as ``LibraryController`` is
/// over the main view model.
final class ListFedLibraryController: Disposable {
    weak var delegate: ListFedLibraryPresenter?
    private let viewModel: ListFedLibraryViewModel
    private var bag = DisposeBag()

    init(view: LibraryView, environment: FeatureEnvironment, showsErrors: Bool = true) {
        viewModel = ListFedLibraryViewModel(
            favoriteToggles: view.favoriteToggles.asSignal(onErrorSignalWith: .empty()),
            selection: view.selections.asSignal(onErrorSignalWith: .empty()),
            library: environment.library)

        showOutputs(on: view, showsErrors: showsErrors).disposed(by: bag)
        viewModel.openEditor
            .emit(with: self, onNext: { controller, track in controller.delegate?.open(track) })
            .disposed(by: bag)
    }

    /// Drives `view` with the view model's list and, with `showsErrors`, its error message,
    /// until the result is disposed.
    func showOutputs(on view: LibraryView, showsErrors: Bool = true) -> Disposable {
        Disposables.create(
            [viewModel.items.drive(view.items)]
                + (showsErrors ? [viewModel.errorMessage.drive(view.errorMessage)] : []))
    }

    func dispose() {
        bag = DisposeBag()
    }
}

/// Presents the editor ``ListFedLibraryController`` asks for, as ``LibraryPresenter`` does.
final class ListFedLibraryPresenter: Disposable {
    private let controller: ListFedLibraryController
    private let openEditor: Binder<Track>

    init(view: LibraryView, environment: FeatureEnvironment, showsErrors: Bool = true) {
        openEditor = view.openEditor
        controller = ListFedLibraryController(view: view, environment: environment, showsErrors: showsErrors)
        controller.delegate = self
    }

    func open(_ track: Track) {
        openEditor.onNext(track)
    }

    /// Drives another `view` with the controller's view model's list and error message, until
    /// the result is disposed; the navigation stays with this presenter's view.
    func showOutputs(on view: LibraryView) -> Disposable {
        controller.showOutputs(on: view)
    }

    func dispose() {
        controller.dispose()
    }
}
