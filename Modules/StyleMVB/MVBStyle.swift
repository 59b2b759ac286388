import Features
import ReactiveCore

/// The model-view-binding style: make the model, then let the feature's binding wire it to the
/// view.
package enum MVBStyle: BindingStyle {
    package static let style = Style.mvb

    package static func bindPalette(to view: PaletteView) -> Disposable {
        PaletteBinding.bind(view: view, model: PaletteModel())
    }
}
