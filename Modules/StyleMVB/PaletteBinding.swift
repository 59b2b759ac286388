import Features
import ReactiveCore

/// Wires a palette view to a palette model.
package enum PaletteBinding {
    /// Connects `view` and `model` until the result is disposed.
    package static func bind(view: PaletteView, model: PaletteModel) -> Disposable {
        Disposables.create(bindState(of: model, to: view), bindIntents(of: view, to: model))
    }

    /// Shows `model`'s state on `view`.
    static func bindState(of model: PaletteModel, to view: PaletteView) -> Disposable {
        Disposables.create(
            view.backgroundColor <~ model.color,
            view.buttonTitle <~ model.buttonTitle)
    }

    /// Sends `view`'s intents to `model`.
    static func bindIntents(of view: PaletteView, to model: PaletteModel) -> Disposable {
        { _ in model.advance() } <~ view.changeColorRequests
    }
}
