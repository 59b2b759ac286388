import Domain
import Observation

/// The palette's model: the color shown, and the intent that moves it on.
@MainActor @Observable
package final class PaletteModel: ViewModel {
    /// The background color shown.
    package private(set) var color = PaletteColor.red

    /// The button's title: what comes next.
    package var buttonTitle: String { PaletteColor.buttonTitle(showing: color) }

    package init() {}

    /// The user asks for the next color.
    package func changeColor() {
        color = PaletteColor.next(after: color)
    }
}
