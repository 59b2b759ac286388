import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    @MainActor
    package static func makeLibrary(environment: FeatureEnvironment) -> Presentation<any LibraryView> {
        library(environment: environment, showingErrors: true)
    }

    /// The library's model and view controllers, showing every output, or all but the error
    /// message.
    @MainActor
    package static func library(environment: FeatureEnvironment, showingErrors: Bool) -> Presentation<any LibraryView> {
        let model = LibraryModel(library: environment.library.awaited)
        return Presentation(model) { LibraryViewController(model: model, showingErrors: showingErrors) }
    }
}

/// The library's view controller: from `viewDidLoad` on, it shows the model in one observation
/// and sends each control to the model; it starts the model (following the favorites) as the
/// view appears and stops it as the view disappears. The toggles in flight are the model's: they
/// run on.
final class LibraryViewController: ViewController<any LibraryView> {
    private let model: LibraryModel
    private let showingErrors: Bool
    private let disposeBag = DisposeBag()

    init(model: LibraryModel, showingErrors: Bool) {
        self.model = model
        self.showingErrors = showingErrors
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let model = model
        let view = view
        let showingErrors = showingErrors
        observing { update in
            update.show(model.items, onceLoadedOn: view.items)
            update.show(model.trackToEdit, on: view.openEditor)
            if showingErrors { update.show(model.failure, on: view.errorMessage) }
        }.disposed(by: disposeBag)
        view.favoriteToggles.subscribe(onNext: { model.toggleFavorite($0) }).disposed(by: disposeBag)
        view.selections.subscribe(onNext: { model.select($0) }).disposed(by: disposeBag)
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        model.start()
    }

    override func viewDidDisappear() {
        super.viewDidDisappear()
        model.stop()
    }
}
