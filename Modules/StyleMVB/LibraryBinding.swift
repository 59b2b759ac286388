import Features
import ReactiveCore

/// Wires a library view to a library model.
package enum LibraryBinding {
    /// Connects `view` and `model` until the result is disposed.
    package static func bind(view: LibraryView, model: LibraryModel) -> Disposable {
        Disposables.create([
            view.items <~ model.items,
            view.errorMessage <~ model.errorMessage,
            view.openEditor <~ model.tracksToEdit,
            { model.favoriteToggles.accept($0) } <~ view.favoriteToggles,
            { model.selections.accept($0) } <~ view.selections,
        ])
    }
}
