import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    package static func makePalette() -> Screen<PaletteView> {
        let model = PaletteModel()
        return .model(
            model,
            intents: { view in view.changeColorRequests.send(to: model) { model, _ in model.changeColor() } },
            state: { view in
                Disposables.create(
                    state(model) { $0.color }.drive(view.backgroundColor),
                    state(model) { $0.buttonTitle }.drive(view.buttonTitle))
            })
    }
}
