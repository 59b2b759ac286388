import Features
import ReactiveCore

/// The init-only style's binders. Each plays the view controller the article describes: it
/// is made with the data model (if any) and the view, hides its view model, and binds the view
/// model's outputs right after making it.
package enum InitOnlyStyle: BindingStyle {
    package static let style = Style.initOnly

    package static func bindPalette(to view: PaletteView) -> Disposable {
        PaletteController(view: view)
    }
}

/// The palette's view controller in the init-only style.
final class PaletteController: Disposable {
    private var bag = DisposeBag()

    init(view: PaletteView) {
        let viewModel = PaletteViewModel(changeColor: view.changeColorRequests.asSignal(onErrorSignalWith: .empty()))
        viewModel.backgroundColor.drive(view.backgroundColor).disposed(by: bag)
        viewModel.buttonTitle.drive(view.buttonTitle).disposed(by: bag)
    }

    func dispose() {
        bag = DisposeBag()
    }
}
