import Domain
import Features
import ReactiveCore

extension MVBStyle {
    @MainActor
    package static func makeGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        let model = GenresModel(catalog: environment.catalog)
        return .separate(
            model, inputs: { GenresBinding.bindIntents(of: $0, to: model) },
            outputs: { GenresBinding.bindState(of: model, to: $0) })
    }
}

/// Wires a genres view to a genres model.
package enum GenresBinding {
    /// Shows `model`'s state on `view`.
    package static func bindState(of model: GenresModel, to view: GenresView) -> Disposable {
        Disposables.create([
            view.genres <~ model.genres,
            view.isLoading <~ model.isLoading,
            view.errorMessage <~ model.errorMessage,
            view.message <~ model.summaries,
        ])
    }

    /// Sends `view`'s intents to `model`.
    static func bindIntents(of view: GenresView, to model: GenresModel) -> Disposable {
        Disposables.create(
            { model.loadRequests.accept(()) } <~ Observable.merge(view.appearances, view.refreshRequests),
            { model.selections.accept($0) } <~ view.selections)
    }
}
