import Domain
import Features
import ReactiveCore

extension SubjectsStyle {
    @MainActor
    package static func makePalette() -> Presentation<any PaletteView> {
        let viewModel = PaletteViewModel()
        return Presentation(viewModel) { PaletteViewController(viewModel: viewModel) }
    }
}

/// The palette's view controller: in `viewDidLoad`, it drives the outputs, then sends the taps
/// to the input.
final class PaletteViewController: ViewController<any PaletteView> {
    private let viewModel: PaletteViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: PaletteViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.output.backgroundColor.drive(view.backgroundColor).disposed(by: disposeBag)
        viewModel.output.buttonTitle.drive(view.buttonTitle).disposed(by: disposeBag)
        view.changeColorRequests.subscribe(onNext: viewModel.input.changeColor.onNext).disposed(by: disposeBag)
    }
}
