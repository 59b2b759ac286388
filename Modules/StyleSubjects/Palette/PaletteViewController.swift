import Domain
import Features
import ReactiveCore

extension SubjectsStyle {
    @MainActor
    package static func makePalette() -> Screen<PaletteView> {
        let viewModel = PaletteViewModel()
        return .separate(
            viewModel,
            inputs: { view in view.changeColorRequests.subscribe(onNext: viewModel.input.changeColor.onNext) },
            outputs: { view in
                Disposables.create(
                    viewModel.output.backgroundColor.drive(view.backgroundColor),
                    viewModel.output.buttonTitle.drive(view.buttonTitle))
            })
    }
}
