import Domain
import ReactiveCore

/// What the palette view can ask of its view model.
package protocol PaletteViewModelInput {
    /// The user asks for the next color.
    func changeColor()
}

/// What the palette view model offers the view.
package protocol PaletteViewModelOutput {
    /// The background color.
    var backgroundColor: Driver<PaletteColor> { get }
    /// The button's title.
    var buttonTitle: Driver<String> { get }
}

/// A palette view model: its input and output sides, each a protocol.
package protocol PaletteViewModelType: AnyObject {
    var input: PaletteViewModelInput { get }
    var output: PaletteViewModelOutput { get }
}

/// The palette in the protocols style: inputs are methods, outputs are observables, and
/// `input`/`output` return `self`.
package final class PaletteViewModel: PaletteViewModelType {
    package var input: PaletteViewModelInput { self }
    package var output: PaletteViewModelOutput { self }

    private let color = BehaviorRelay(value: PaletteColor.red)

    package init() {}
}

extension PaletteViewModel: PaletteViewModelInput {
    package func changeColor() {
        color.accept(PaletteColor.next(after: color.value))
    }
}

extension PaletteViewModel: PaletteViewModelOutput {
    package var backgroundColor: Driver<PaletteColor> {
        color.asDriver()
    }

    package var buttonTitle: Driver<String> {
        color.asDriver().map(PaletteColor.buttonTitle(showing:))
    }
}
