import Domain
import Features
import ReactiveCore

extension TransformStyle {
    @MainActor
    package static func makePalette() -> Presentation<any PaletteView> {
        let viewModel = PaletteViewModel()
        return Presentation(viewModel) { PaletteViewController(viewModel: viewModel) }
    }
}

/// The palette's view controller: in `viewDidLoad`, it gathers the view's inputs, transforms
/// once, drives every output and keeps the output's disposable.
final class PaletteViewController: ViewController<any PaletteView> {
    private let viewModel: PaletteViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: PaletteViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform(input: .init(changeColor: view.changeColorRequests))
        output.backgroundColor.drive(view.backgroundColor).disposed(by: disposeBag)
        output.buttonTitle.drive(view.buttonTitle).disposed(by: disposeBag)
        output.disposable.disposed(by: disposeBag)
    }
}
