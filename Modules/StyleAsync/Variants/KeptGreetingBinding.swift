import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    /// The greeting bound as state the model keeps, not as a one-shot event the view clears: a
    /// rebuilt view is shown the greeting the last one showed. The price: as any state, the same
    /// greeting validated twice is shown once.
    ///
    /// The variant of the matrix's situation 5: the main greeting's view clears it once shown, so
    /// a rebuilt view finds nothing to show.
    package static func makeKeptGreeting() -> Screen<GreetingView> {
        let model = GreetingModel()
        return .model(
            model,
            intents: { view in
                Disposables.create(
                    view.name.send(to: model) { $0.updateName($1) },
                    view.validateRequests.send(to: model) { model, _ in model.validate() })
            },
            state: { view in state(model) { $0.greeting }.compactMap { $0 }.drive(view.greeting) })
    }
}
