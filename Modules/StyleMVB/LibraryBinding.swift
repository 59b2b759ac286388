import Features
import ReactiveCore

/// Wires a library view to a library model.
package enum LibraryBinding {
    /// Connects `view` and `model` until the result is disposed.
    package static func bind(view: LibraryView, model: LibraryModel) -> Disposable {
        Disposables.create(bindState(of: model, to: view), bindIntents(of: view, to: model))
    }

    /// Shows `model`'s state on `view`.
    static func bindState(of model: LibraryModel, to view: LibraryView) -> Disposable {
        Disposables.create(
            view.items <~ model.items,
            view.errorMessage <~ model.errorMessage,
            view.openEditor <~ model.tracksToEdit)
    }

    /// Sends `view`'s intents to `model`.
    static func bindIntents(of view: LibraryView, to model: LibraryModel) -> Disposable {
        Disposables.create(
            { model.favoriteToggles.accept($0) } <~ view.favoriteToggles,
            { model.selections.accept($0) } <~ view.selections)
    }
}
