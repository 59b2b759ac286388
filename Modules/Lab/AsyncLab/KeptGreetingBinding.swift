import Domain
import Features
import Lab
import ReactiveCore
import StyleAsync

extension AsyncStyle {
    /// The greeting bound as state the model keeps, not as a one-shot event: a rebuilt view is
    /// shown the greeting the last one showed. The price: as any state, the same greeting
    /// validated twice is shown once.
    ///
    /// The variant of the matrix's situation 5: the main greeting's view shows an event only once
    /// across views, so a rebuilt view finds nothing to show.
    @MainActor
    package static func makeKeptGreeting() -> Screen<GreetingView> {
        let model = GreetingModel()
        return .model(
            model,
            intents: { view in
                Disposables.create(
                    view.name.subscribe(onNext: { model.updateName($0) }),
                    view.validateRequests.subscribe(onNext: { model.validate() }))
            },
            state: { view in show({ model.greeting.latest }, onceLoadedOn: view.greeting) })
    }
}
