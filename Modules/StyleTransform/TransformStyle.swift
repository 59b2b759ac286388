import Features
import ReactiveCore

/// The transform style's binders: gather the view's inputs, transform once, bind the outputs.
package enum TransformStyle: BindingStyle {
    package static let style = Style.transform

    package static func bindPalette(to view: PaletteView) -> Disposable {
        let output = PaletteViewModel().transform(input: .init(changeColor: view.changeColorRequests))
        return Disposables.create([
            output.backgroundColor.drive(view.backgroundColor),
            output.buttonTitle.drive(view.buttonTitle),
            output.disposable,
        ])
    }
}
