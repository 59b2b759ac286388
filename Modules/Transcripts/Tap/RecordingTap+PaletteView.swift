import Domain
import Features
import ReactiveCore

extension RecordingTap: PaletteView where View: PaletteView {
    package var changeColorRequests: Observable<Void> { view.changeColorRequests }
    package var backgroundColor: Binder<PaletteColor> {
        binder(PaletteOutput.Text.backgroundColor, then: view.backgroundColor)
    }
    package var buttonTitle: Binder<String> { binder(PaletteOutput.Text.buttonTitle, then: view.buttonTitle) }
}
