import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    @MainActor
    package static func makePalette() -> Presentation<any PaletteView> {
        let model = PaletteModel()
        return Presentation(model) { PaletteViewController(model: model) }
    }
}

/// The palette's view controller: from `viewDidLoad` on, it shows the model in one observation
/// and sends the taps to the model.
final class PaletteViewController: ViewController<any PaletteView> {
    private let model: PaletteModel
    private let disposeBag = DisposeBag()

    init(model: PaletteModel) {
        self.model = model
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let model = model
        let view = view
        observing { update in
            update.show(model.color, on: view.backgroundColor)
            update.show(model.buttonTitle, on: view.buttonTitle)
        }.disposed(by: disposeBag)
        view.changeColorRequests.subscribe(onNext: { model.changeColor() }).disposed(by: disposeBag)
    }
}
