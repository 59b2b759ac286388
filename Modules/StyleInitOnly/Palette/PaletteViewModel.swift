import Domain
import ReactiveCore

/// The palette in the init-only style: the taps go in through `init`, the outputs are `let`s,
/// and the logic is a static function.
package struct PaletteViewModel {
    /// The background color (content).
    package let backgroundColor: Driver<PaletteColor>
    /// The button's title (content).
    package let buttonTitle: Driver<String>

    package init(changeColor: Signal<Void>) {
        let color = Self.colors(changeColor: changeColor)
        backgroundColor = color
        buttonTitle = color.map(PaletteColor.buttonTitle(showing:))
    }

    /// The colors shown: red, then the next one on every request.
    static func colors(changeColor: Signal<Void>) -> Driver<PaletteColor> {
        changeColor
            .scan(PaletteColor.red) { color, _ in PaletteColor.next(after: color) }
            .startWith(.red)
            .asDriver(onErrorJustReturn: .red)
    }
}
