import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    @MainActor
    package static func makePalette() -> Screen<PaletteView> {
        .madeByBinding {
            PaletteController(view: $0)
        } showingAnother: {
            $0.showOutputs(on: $1)
        }
    }
}

/// The palette's view controller in the init-only style.
final class PaletteController: Disposable {
    private let viewModel: PaletteViewModel
    private var bag = DisposeBag()

    init(view: PaletteView) {
        viewModel = PaletteViewModel(changeColor: view.changeColorRequests.asSignal(onErrorSignalWith: .empty()))

        showOutputs(on: view).disposed(by: bag)
    }

    /// Drives `view` with the view model's outputs, until the result is disposed.
    func showOutputs(on view: PaletteView) -> Disposable {
        Disposables.create(
            viewModel.backgroundColor.drive(view.backgroundColor), viewModel.buttonTitle.drive(view.buttonTitle))
    }

    func dispose() {
        bag = DisposeBag()
    }
}
