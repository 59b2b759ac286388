import Domain
import Features
import ReactiveCore

extension MVBStyle {
    @MainActor
    package static func makeLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        let model = LibraryModel(library: environment.library)
        return .separate(
            model, inputs: { LibraryBinding.bindIntents(of: $0, to: model) },
            outputs: { LibraryBinding.bindState(of: model, to: $0) })
    }
}

/// Wires a library view to a library model.
package enum LibraryBinding {
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
