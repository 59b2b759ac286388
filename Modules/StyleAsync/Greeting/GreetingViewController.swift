import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    @MainActor
    package static func makeGreeting() -> Screen<GreetingView> {
        let model = GreetingModel()
        return .model(
            model,
            intents: { view in
                Disposables.create(
                    view.name.subscribe(onNext: { model.updateName($0) }),
                    view.validateRequests.subscribe(onNext: { model.validate() }))
            },
            state: { view in observing { $0.show(model.greeting, on: view.greeting) } })
    }

    /// The lazily loaded view: each control calls the model from the moment its cell appears.
    @MainActor
    package static func makeLazyGreeting() -> Screen<LazyGreetingView> {
        let model = GreetingModel()
        return .model(
            model,
            intents: { view in
                view.install(
                    GreetingCells(
                        name: { text in text.subscribe(onNext: { model.updateName($0) }) },
                        button: { taps in taps.subscribe(onNext: { model.validate() }) }))
            },
            state: { view in observing { $0.show(model.greeting, on: view.greeting) } })
    }
}
