import Features
import ReactiveCore

/// The subjects style's binders: each input and output is bound on its own, whenever the view
/// has it.
package enum SubjectsStyle: BindingStyle {
    package static let style = Style.subjects

    package static func bindPalette(to view: PaletteView) -> Disposable {
        let viewModel = PaletteViewModel()
        return Disposables.create([
            viewModel.output.backgroundColor.drive(view.backgroundColor),
            viewModel.output.buttonTitle.drive(view.buttonTitle),
            view.changeColorRequests.bind(to: viewModel.input.changeColor),
        ])
    }
}
