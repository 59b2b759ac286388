import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    @MainActor
    package static func makePalette() -> Screen<PaletteView> {
        let model = PaletteModel()
        return .model(
            model,
            intents: { view in view.changeColorRequests.subscribe(onNext: { model.changeColor() }) },
            state: { view in
                observing { update in
                    update.show(model.color, on: view.backgroundColor)
                    update.show(model.buttonTitle, on: view.buttonTitle)
                }
            })
    }
}
