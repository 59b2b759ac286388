import Domain
import Features
import ReactiveCore

/// The init-only style's binders. Each plays the view controller the article describes: it
/// is made with the data model (if any) and the view, hides its view model, and binds the view
/// model's outputs right after making it.
package enum InitOnlyStyle: BindingStyle {
    package static let style = Style.initOnly

    package static func bindPalette(to view: PaletteView) -> Disposable {
        PaletteController(view: view)
    }

    package static func bindGreeting(to view: GreetingView) -> Disposable {
        GreetingController(name: view.name, validate: view.validateRequests, greeting: view.greeting)
    }

    /// The workaround: every input goes to `init`, so the controller flattens the cells'
    /// streams (`switchLatest`) and hands the view model streams whose controls do not exist yet.
    package static func bindGreeting(to view: LazyGreetingView) -> Disposable {
        GreetingController(
            name: view.nameFields.switchLatest(), validate: view.validateButtons.switchLatest(), greeting: view.greeting
        )
    }
}

extension InitOnlyStyle {
    package static func bindSearch(to view: SearchView, environment: FeatureEnvironment) -> Disposable {
        SearchPresenter(view: view, environment: environment)
    }

    package static func bindGenres(to view: GenresView, environment: FeatureEnvironment) -> Disposable {
        GenresController(view: view, environment: environment)
    }

    package static func bindLibrary(to view: LibraryView, environment: FeatureEnvironment) -> Disposable {
        LibraryController(view: view, environment: environment)
    }

    package static func bindEditor(to view: EditorView, track: Track, environment: FeatureEnvironment) -> Disposable {
        EditorPresenter(track: track, view: view, environment: environment)
    }
}

/// The library's view controller in the init-only style.
final class LibraryController: Disposable {
    private var bag = DisposeBag()

    init(view: LibraryView, environment: FeatureEnvironment) {
        let viewModel = LibraryViewModel(
            favoriteToggles: view.favoriteToggles.asSignal(onErrorSignalWith: .empty()),
            selection: view.selections.asSignal(onErrorSignalWith: .empty()),
            library: environment.library)
        viewModel.items.drive(view.items).disposed(by: bag)
        viewModel.errorMessage.drive(view.errorMessage).disposed(by: bag)
        viewModel.openEditor.emit(to: view.openEditor).disposed(by: bag)
    }

    func dispose() {
        bag = DisposeBag()
    }
}

/// The genres' view controller in the init-only style.
final class GenresController: Disposable {
    private var bag = DisposeBag()

    init(view: GenresView, environment: FeatureEnvironment) {
        let viewModel = GenresViewModel(
            load: Observable.merge(view.appearances, view.refreshRequests).asSignal(onErrorSignalWith: .empty()),
            selection: view.selections.asSignal(onErrorSignalWith: .empty()),
            catalog: environment.catalog)
        viewModel.genres.drive(view.genres).disposed(by: bag)
        viewModel.isLoading.drive(view.isLoading).disposed(by: bag)
        viewModel.errorMessage.drive(view.errorMessage).disposed(by: bag)
        viewModel.genreSummaries.emit(to: view.message).disposed(by: bag)
    }

    func dispose() {
        bag = DisposeBag()
    }
}

/// The greeting's view controller in the init-only style.
final class GreetingController: Disposable {
    private var bag = DisposeBag()

    init(name: Observable<String>, validate: Observable<Void>, greeting: Binder<String>) {
        let viewModel = GreetingViewModel(
            name: name.asDriver(onErrorDriveWith: .empty()), validate: validate.asSignal(onErrorSignalWith: .empty()))
        viewModel.greeting.emit(to: greeting).disposed(by: bag)
    }

    func dispose() {
        bag = DisposeBag()
    }
}

/// The palette's view controller in the init-only style.
final class PaletteController: Disposable {
    private var bag = DisposeBag()

    init(view: PaletteView) {
        let viewModel = PaletteViewModel(changeColor: view.changeColorRequests.asSignal(onErrorSignalWith: .empty()))
        viewModel.backgroundColor.drive(view.backgroundColor).disposed(by: bag)
        viewModel.buttonTitle.drive(view.buttonTitle).disposed(by: bag)
    }

    func dispose() {
        bag = DisposeBag()
    }
}
