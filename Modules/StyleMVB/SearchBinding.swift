import Features
import ReactiveCore

/// Wires a search view to a search model.
package enum SearchBinding {
    /// Connects `view` and `model` until the result is disposed.
    package static func bind(view: SearchView, model: SearchModel) -> Disposable {
        Disposables.create([
            view.results <~ model.results,
            view.isLoading <~ model.isLoading,
            view.errorMessage <~ model.errorMessage,
            view.showTrack <~ model.chosenTracks,
            model.query <~ view.query,
            { model.selections.accept($0) } <~ view.selections,
        ])
    }
}
