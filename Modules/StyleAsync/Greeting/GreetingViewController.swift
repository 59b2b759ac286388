import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    package static func makeGreeting() -> Screen<GreetingView> {
        let model = GreetingModel()
        return .model(
            model,
            intents: { view in
                Disposables.create(
                    view.name.send(to: model) { $0.updateName($1) },
                    view.validateRequests.send(to: model) { model, _ in model.validate() })
            },
            state: { view in greetings(of: model).emit(to: view.greeting) })
    }

    /// The lazily loaded view needs no bridge: each control calls the model from the moment its
    /// cell appears.
    package static func makeLazyGreeting() -> Screen<LazyGreetingView> {
        let model = GreetingModel()
        return .model(
            model,
            intents: { view in
                view.install(
                    GreetingCells(
                        name: { $0.send(to: model) { $0.updateName($1) } },
                        button: { $0.send(to: model) { model, _ in model.validate() } }))
            },
            state: { view in greetings(of: model).emit(to: view.greeting) })
    }

    /// Each greeting, once.
    private static func greetings(of model: GreetingModel) -> Signal<String> {
        event(model, { $0.greeting }, clear: { $0.greeting = nil })
    }
}
