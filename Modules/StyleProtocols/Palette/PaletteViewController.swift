import Domain
import Features
import ReactiveCore

extension ProtocolsStyle {
    @MainActor
    package static func makePalette() -> Presentation<any PaletteView> {
        let viewModel: PaletteViewModelType = PaletteViewModel()
        return Presentation(viewModel) { PaletteViewController(viewModel: viewModel) }
    }
}

/// The palette's view controller, as the article writes it: the view model is injected, and
/// `viewDidLoad` binds it, outputs first, then each control to an input method.
final class PaletteViewController: ViewController<any PaletteView> {
    private let viewModel: PaletteViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: PaletteViewModelType) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bind(viewModel)
    }

    private func bind(_ viewModel: PaletteViewModelType) {
        viewModel.output.backgroundColor.drive(view.backgroundColor).disposed(by: disposeBag)
        viewModel.output.buttonTitle.drive(view.buttonTitle).disposed(by: disposeBag)
        view.changeColorRequests.subscribe(onNext: { viewModel.input.changeColor() }).disposed(by: disposeBag)
    }
}
