import Domain
import Features
import ReactiveCore

extension TransformStyle {
    @MainActor
    package static func makePalette() -> Screen<PaletteView> {
        let viewModel = PaletteViewModel()
        return .together(viewModel) { view in
            let output = viewModel.transform(input: .init(changeColor: view.changeColorRequests))
            return .init(effects: output.disposable) { view in
                Disposables.create([
                    output.backgroundColor.drive(view.backgroundColor),
                    output.buttonTitle.drive(view.buttonTitle),
                ])
            }
        }
    }
}
