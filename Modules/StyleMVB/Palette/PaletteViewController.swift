import Domain
import Features
import ReactiveCore

extension MVBStyle {
    @MainActor
    package static func makePalette() -> Screen<PaletteView> {
        let model = PaletteModel()
        return .separate(
            model, inputs: { PaletteBinding.bindIntents(of: $0, to: model) },
            outputs: { PaletteBinding.bindState(of: model, to: $0) })
    }
}

/// Wires a palette view to a palette model.
package enum PaletteBinding {
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
