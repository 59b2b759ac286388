import Features
import ReactiveCore

/// Wires a genres view to a genres model.
package enum GenresBinding {
    /// Connects `view` and `model` until the result is disposed.
    package static func bind(view: GenresView, model: GenresModel) -> Disposable {
        Disposables.create(bindState(of: model, to: view), bindIntents(of: view, to: model))
    }

    /// Shows `model`'s state on `view`.
    static func bindState(of model: GenresModel, to view: GenresView) -> Disposable {
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
