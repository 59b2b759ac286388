import Domain
import Features
import ReactiveCore

extension MVBStyle {
    @MainActor
    package static func makeLibrary(environment: FeatureEnvironment) -> Presentation<any LibraryView> {
        library(environment: environment, showingErrors: true)
    }

    /// The library's model and view controllers, binding every output, or all but the error
    /// message.
    @MainActor
    package static func library(environment: FeatureEnvironment, showingErrors: Bool) -> Presentation<any LibraryView> {
        let model = LibraryModel(library: environment.library)
        return Presentation(model) { LibraryViewController(model: model, showingErrors: showingErrors) }
    }
}

/// The library's view controller: a way to plug into the view's lifecycle, no more; it calls
/// the binding in `viewDidLoad`, as the article's controllers do with a storyboard's view.
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
        LibraryBinding.bind(view, to: model, showingErrors: showingErrors).disposed(by: disposeBag)
    }
}

/// Wires a library view to a library model.
package enum LibraryBinding {
    /// Binds `view` to `model`, the article's `bindView(view:model:)`: the state (without
    /// `showingErrors`, all but the error message), then the intents, until the result is disposed.
    static func bind(_ view: LibraryView, to model: LibraryModel, showingErrors: Bool = true) -> Disposable {
        Disposables.create(
            bindState(of: model, to: view, showingErrors: showingErrors), bindIntents(of: view, to: model))
    }

    /// Shows `model`'s state on `view`; without `showingErrors`, for a view with no error label.
    package static func bindState(
        of model: LibraryModel, to view: LibraryView, showingErrors: Bool = true
    ) -> Disposable {
        guard showingErrors else {
            return Disposables.create(view.items <~ model.items, view.openEditor <~ model.tracksToEdit)
        }
        return Disposables.create(
            view.items <~ model.items,
            view.errorMessage <~ model.errorMessage,
            view.openEditor <~ model.tracksToEdit)
    }

    /// Sends `view`'s intents to `model`.
    package static func bindIntents(of view: LibraryView, to model: LibraryModel) -> Disposable {
        Disposables.create(
            { model.favoriteToggles.accept($0) } <~ view.favoriteToggles,
            { model.selections.accept($0) } <~ view.selections)
    }
}
