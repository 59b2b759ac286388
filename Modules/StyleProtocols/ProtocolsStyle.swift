import Features
import ReactiveCore

/// The protocols style's binders: view events call input methods; outputs are driven.
package enum ProtocolsStyle: BindingStyle {
    package static let style = Style.protocols

    package static func bindPalette(to view: PaletteView) -> Disposable {
        let viewModel: PaletteViewModelType = PaletteViewModel()
        return Disposables.create([
            viewModel.output.backgroundColor.drive(view.backgroundColor),
            viewModel.output.buttonTitle.drive(view.buttonTitle),
            view.changeColorRequests.subscribe(onNext: { viewModel.input.changeColor() }),
        ])
    }
}
