import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    @MainActor
    package static func makePalette() -> Presentation<any PaletteView> {
        Presentation(
            makingItsViewModel: { PaletteController() },
            alongside: { controller in OutputsController(beside: controller) { $0.showOutputs(on: $1) } })
    }
}

/// The palette's view controller in the init-only style: as its view loads, it makes the view
/// model with the view's taps and drives its outputs.
final class PaletteController: ViewController<any PaletteView> {
    private var viewModel: PaletteViewModel!
    private let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel = PaletteViewModel(changeColor: view.changeColorRequests.asSignal(onErrorSignalWith: .empty()))

        showOutputs(on: view).disposed(by: bag)
    }

    /// Drives `view` with the view model's outputs, until the result is disposed.
    func showOutputs(on view: PaletteView) -> Disposable {
        Disposables.create(
            viewModel.backgroundColor.drive(view.backgroundColor), viewModel.buttonTitle.drive(view.buttonTitle))
    }
}
