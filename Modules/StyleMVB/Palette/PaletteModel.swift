import Domain
import ReactiveCore

/// The palette's model: it owns the current color.
///
/// Following MVB's rules, its state fires the current value on subscription, then every change.
package final class PaletteModel {
    /// The color shown now, and every later one.
    package let color: Observable<PaletteColor>
    /// The button's title for the color shown.
    package let buttonTitle: Observable<String>

    private let state = BehaviorRelay(value: PaletteColor.red)

    package init() {
        color = state.asObservable()
        buttonTitle = state.map(PaletteColor.buttonTitle(showing:))
    }

    /// Moves to the next color.
    package func advance() {
        state.accept(PaletteColor.next(after: state.value))
    }
}
