import Domain
import Features
import Lab
import ReactiveCore
import StyleSubjects

/// The palette in the subjects style with its state in a relay: the taps are folded into the
/// relay by a subscription made in `init` and kept in the view model's bag, so a tap counts
/// whether or not a view shows the color, and a new view is shown the color reached.
///
/// The variant of the matrix's situations 1 and 5: the main palette folds the taps with a lazy
/// `scan` behind its `Driver`, which runs only while a view is bound.
package final class RelayPaletteViewModel: ViewModelType {
    /// Where the view sends its intents, whenever its controls exist.
    package struct Input {
        /// The user asks for the next color.
        package let changeColor: AnyObserver<Void>
    }

    /// What the view shows.
    package struct Output {
        /// The background color.
        package let backgroundColor: Driver<PaletteColor>
        /// The button's title.
        package let buttonTitle: Driver<String>
    }

    package let input: Input
    package let output: Output
    private let changeColorSubject = PublishSubject<Void>()
    private let color = BehaviorRelay(value: PaletteColor.red)
    private let disposeBag = DisposeBag()

    package init() {
        input = Input(changeColor: changeColorSubject.asObserver())
        changeColorSubject
            .withLatestFrom(color) { _, color in PaletteColor.next(after: color) }
            .bind(to: color)
            .disposed(by: disposeBag)
        let shown = color.asDriver()
        output = Output(backgroundColor: shown, buttonTitle: shown.map(PaletteColor.buttonTitle(showing:)))
    }
}

extension SubjectsStyle {
    /// The palette over ``RelayPaletteViewModel``, bound as the main palette is.
    @MainActor
    package static func makeRelayPalette() -> Screen<PaletteView> {
        let viewModel = RelayPaletteViewModel()
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
