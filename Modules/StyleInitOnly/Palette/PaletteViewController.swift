import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    package static func makePalette() -> Screen<PaletteView> {
        .madeByBinding { PaletteController(view: $0) }
    }
}

/// The palette's view controller in the init-only style.
final class PaletteController: MadeByBinding {
    private let viewModel: PaletteViewModel
    private let view: PaletteView
    private var bag = DisposeBag()

    init(view: PaletteView) {
        viewModel = PaletteViewModel(changeColor: view.changeColorRequests.asSignal(onErrorSignalWith: .empty()))
        self.view = view
    }

    func bindOutputs() {
        viewModel.backgroundColor.drive(view.backgroundColor).disposed(by: bag)
        viewModel.buttonTitle.drive(view.buttonTitle).disposed(by: bag)
    }

    func dispose() {
        bag = DisposeBag()
    }
}
