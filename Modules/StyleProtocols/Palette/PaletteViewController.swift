import Domain
import Features
import ReactiveCore

extension ProtocolsStyle {
    @MainActor
    package static func makePalette() -> Screen<PaletteView> {
        let viewModel: PaletteViewModelType = PaletteViewModel()
        return .separate(
            viewModel,
            inputs: { view in view.changeColorRequests.subscribe(onNext: { viewModel.input.changeColor() }) },
            outputs: { view in
                Disposables.create(
                    viewModel.output.backgroundColor.drive(view.backgroundColor),
                    viewModel.output.buttonTitle.drive(view.buttonTitle))
            })
    }
}
