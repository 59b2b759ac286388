import Features
import ReactiveCore

/// Wires a palette view to a palette model.
package enum PaletteBinding {
    /// Connects `view` and `model` until the result is disposed.
    package static func bind(view: PaletteView, model: PaletteModel) -> Disposable {
        Disposables.create([
            view.backgroundColor <~ model.color,
            view.buttonTitle <~ model.buttonTitle,
            { _ in model.advance() } <~ view.changeColorRequests,
        ])
    }
}
