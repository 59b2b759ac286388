import Features
import ReactiveCore

/// Wires a search view to a search model.
package enum SearchBinding {
    /// Connects `view` and `model` until the result is disposed.
    package static func bind(view: SearchView, model: SearchModel) -> Disposable {
        Disposables.create(bindState(of: model, to: view), bindIntents(of: view, to: model))
    }

    /// Shows `model`'s state on `view`.
    static func bindState(of model: SearchModel, to view: SearchView) -> Disposable {
        Disposables.create([
            view.results <~ model.results,
            view.isLoading <~ model.isLoading,
            view.errorMessage <~ model.errorMessage,
            view.showTrack <~ model.chosenTracks,
        ])
    }

    /// Sends `view`'s intents to `model`.
    static func bindIntents(of view: SearchView, to model: SearchModel) -> Disposable {
        Disposables.create(
            model.query <~ view.query,
            { model.selections.accept($0) } <~ view.selections)
    }
}
