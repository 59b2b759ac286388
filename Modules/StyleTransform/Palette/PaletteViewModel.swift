import Domain
import ReactiveCore

/// The palette in the transform style: taps in, color and title out.
package final class PaletteViewModel: ViewModelType {
    /// The streams the view provides, all at once.
    package struct Input {
        /// The user asks for the next color.
        package let changeColor: Observable<Void>

        /// Gathers the view's inputs.
        package init(changeColor: Observable<Void>) {
            self.changeColor = changeColor
        }
    }

    /// What the view shows, and what keeps internal subscriptions alive.
    package struct Output {
        /// The background color.
        package let backgroundColor: Driver<PaletteColor>
        /// The button's title.
        package let buttonTitle: Driver<String>
        /// Keeps the tap handling alive.
        package let disposable: Disposable

        /// The outputs, as `transform(input:)` makes them.
        package init(backgroundColor: Driver<PaletteColor>, buttonTitle: Driver<String>, disposable: Disposable) {
            self.backgroundColor = backgroundColor
            self.buttonTitle = buttonTitle
            self.disposable = disposable
        }
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
