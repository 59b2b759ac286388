import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    @MainActor
    package static func makePalette() -> Screen<PaletteView> {
        .madeByBinding { PaletteController(view: $0) }
    }
}

/// The palette's view controller in the init-only style.
final class PaletteController: Disposable {
    private let viewModel: PaletteViewModel
    private var bag = DisposeBag()

    init(view: PaletteView) {
        viewModel = PaletteViewModel(changeColor: view.changeColorRequests.asSignal(onErrorSignalWith: .empty()))

        viewModel.backgroundColor.drive(view.backgroundColor).disposed(by: bag)
        viewModel.buttonTitle.drive(view.buttonTitle).disposed(by: bag)
    }

    func dispose() {
        bag = DisposeBag()
    }
}
