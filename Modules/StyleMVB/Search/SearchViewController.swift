import Domain
import Features
import ReactiveCore

extension MVBStyle {
    @MainActor
    package static func makeSearch(environment: FeatureEnvironment) -> Screen<SearchView> {
        let model = SearchModel(catalog: environment.catalog, scheduler: environment.scheduler)
        return .separate(
            model, inputs: { SearchBinding.bindIntents(of: $0, to: model) },
            outputs: { SearchBinding.bindState(of: model, to: $0) })
    }
}

/// Wires a search view to a search model.
package enum SearchBinding {
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
