import Domain
import ReactiveCore

/// The palette in the subjects style.
package final class PaletteViewModel: ViewModelType {
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

    package init() {
        input = Input(changeColor: changeColorSubject.asObserver())
        // The state is the fold of the taps, shared by both outputs.
        let color =
            changeColorSubject
            .scan(PaletteColor.red) { color, _ in PaletteColor.next(after: color) }
            .startWith(.red)
            .asDriver(onErrorJustReturn: .red)
        output = Output(backgroundColor: color, buttonTitle: color.map(PaletteColor.buttonTitle(showing:)))
    }
}
