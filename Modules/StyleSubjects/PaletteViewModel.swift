import Domain
import ReactiveCore

/// The palette in the subjects style.
package final class PaletteViewModel: ViewModelType {
    package struct Input {
        /// The user asks for the next color.
        let changeColor: AnyObserver<Void>
    }

    package struct Output {
        /// The background color.
        let backgroundColor: Driver<PaletteColor>
        /// The button's title.
        let buttonTitle: Driver<String>
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
