import Domain
import Features
import Lab
import ReactiveCore
import Services
import StyleInitOnly

/// The library in the init-only style with the saves feeding the list: the list is combined with
/// each toggle's outcome, so the saves run through the output every view binds, and a view with
/// no error label still saves. The view model keeps its rules: `let`s, no dispose bag.
///
/// The variant of the matrix's situation 3: the main library's saves run through the error
/// message alone, so a view controller that leaves it unbound saves nothing.
package struct ListFedLibraryViewModel {
    /// The favorites, live, once each save is in (content).
    package let items: Driver<[LibraryItem]>
    /// The message about a failed change, if any (result).
    package let errorMessage: Driver<String?>
    /// The track to edit (navigation).
    package let openEditor: Signal<Track>

    package init(favoriteToggles: Signal<Int>, selection: Signal<Int>, library: LibraryService) {
        let favorites = library.favorites().asDriver(onErrorJustReturn: [])
        let outcomes = LibraryViewModel.outcomes(toggles: favoriteToggles, items: favorites, library: library)
            .asObservable().startWith(nil).asDriver(onErrorJustReturn: nil)
        items = Driver.combineLatest(favorites, outcomes) { items, _ in items }.distinctUntilChanged()
        errorMessage = outcomes.distinctUntilChanged()
        openEditor = selection.withLatestFrom(favorites) { LibraryRules.item(at: $0, in: $1)?.track }.compactMap { $0 }
    }
}

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
