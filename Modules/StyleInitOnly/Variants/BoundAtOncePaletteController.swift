import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    /// The palette over `BoundAtOncePaletteController`.
    package static func makeBoundAtOncePalette() -> Screen<PaletteView> {
        .madeByBinding { BoundAtOncePaletteController(view: $0) }
    }
}

/// The palette's view controller in the init-only style, binding the view model's outputs right
/// after making it, in one place, as the article's `viewDidLoad` does: no tap can come between
/// making the view model and binding its outputs, so none is lost.
///
/// The variant of the matrix's situation 1: the main controller makes the view model with the
/// view's intents and binds its outputs later, and a tap in between reaches no one.
final class BoundAtOncePaletteController: MadeByBinding {
    private let viewModel: PaletteViewModel
    private var bag = DisposeBag()

    init(view: PaletteView) {
        viewModel = PaletteViewModel(changeColor: view.changeColorRequests.asSignal(onErrorSignalWith: .empty()))
        viewModel.backgroundColor.drive(view.backgroundColor).disposed(by: bag)
        viewModel.buttonTitle.drive(view.buttonTitle).disposed(by: bag)
    }

    /// Bound already, when made.
    func bindOutputs() {}

    func dispose() {
        bag = DisposeBag()
    }
}
