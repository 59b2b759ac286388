import Domain
import Features
import Lab
import ReactiveCore
import StyleTransform

/// The palette in the transform style with its state in the view model: the color relay is a
/// stored property, so every call of `transform` (a rebuilt view's) starts from the color reached.
///
/// The variant of the matrix's situation 5: the main palette makes its relay inside `transform`,
/// so a new call starts from red.
package final class StatefulPaletteViewModel: ViewModelType {
    private let color = BehaviorRelay(value: PaletteColor.red)

    package init() {}

    package func transform(input: PaletteViewModel.Input) -> PaletteViewModel.Output {
        let advance = input.changeColor
            .withLatestFrom(color)
            .map(PaletteColor.next(after:))
            .bind(to: color)
        let current = color.asDriver()
        return PaletteViewModel.Output(
            backgroundColor: current, buttonTitle: current.map(PaletteColor.buttonTitle(showing:)),
            disposable: advance)
    }
}

extension TransformStyle {
    /// The palette over ``StatefulPaletteViewModel``, bound as the main palette is.
    @MainActor
    package static func makeStatefulPalette() -> Screen<PaletteView> {
        let viewModel = StatefulPaletteViewModel()
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
