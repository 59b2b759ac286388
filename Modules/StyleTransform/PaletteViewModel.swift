import Domain
import ReactiveCore

/// The palette in the transform style: taps in, color and title out.
package final class PaletteViewModel: ViewModelType {
    package struct Input {
        /// The user asks for the next color.
        let changeColor: Observable<Void>
    }

    package struct Output {
        /// The background color.
        let backgroundColor: Driver<PaletteColor>
        /// The button's title.
        let buttonTitle: Driver<String>
        /// Keeps the tap handling alive.
        let disposable: Disposable
    }

    package init() {}

    package func transform(input: Input) -> Output {
        // The state lives here, for as long as the output's disposable does.
        let color = BehaviorRelay(value: PaletteColor.red)
        let advance = input.changeColor
            .withLatestFrom(color)
            .map(PaletteColor.next(after:))
            .bind(to: color)
        let current = color.asDriver()
        return Output(
            backgroundColor: current,
            buttonTitle: current.map(PaletteColor.buttonTitle(showing:)),
            disposable: advance)
    }
}
