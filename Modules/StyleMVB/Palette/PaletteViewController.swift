import Domain
import Features
import ReactiveCore

extension MVBStyle {
    @MainActor
    package static func makePalette() -> Presentation<any PaletteView> {
        let model = PaletteModel()
        return Presentation(model) { PaletteViewController(model: model) }
    }
}

/// The palette's view controller: a way to plug into the view's lifecycle, no more; it calls
/// the binding in `viewDidLoad`, as the article's controllers do with a storyboard's view.
final class PaletteViewController: ViewController<any PaletteView> {
    private let model: PaletteModel
    private let disposeBag = DisposeBag()

    init(model: PaletteModel) {
        self.model = model
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        PaletteBinding.bind(view, to: model).disposed(by: disposeBag)
    }
}

/// Wires a palette view to a palette model.
package enum PaletteBinding {
    /// Binds `view` to `model`, the article's `bindView(view:model:)`: the state, then the
    /// intents, until the result is disposed.
    static func bind(_ view: PaletteView, to model: PaletteModel) -> Disposable {
        Disposables.create(bindState(of: model, to: view), bindIntents(of: view, to: model))
    }

    /// Shows `model`'s state on `view`.
    static func bindState(of model: PaletteModel, to view: PaletteView) -> Disposable {
        Disposables.create(
            view.backgroundColor <~ model.color,
            view.buttonTitle <~ model.buttonTitle)
    }

    /// Sends `view`'s intents to `model`.
    static func bindIntents(of view: PaletteView, to model: PaletteModel) -> Disposable {
        { _ in model.advance() } <~ view.changeColorRequests
    }
}
