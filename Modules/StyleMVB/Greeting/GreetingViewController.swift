import Domain
import Features
import ReactiveCore

extension MVBStyle {
    @MainActor
    package static func makeGreeting() -> Screen<GreetingView> {
        let model = GreetingModel()
        return .separate(
            model, inputs: { GreetingBinding.bindIntents(of: $0, to: model) },
            outputs: { GreetingBinding.bindState(of: model, to: $0) })
    }

    @MainActor

    package static func makeLazyGreeting() -> Screen<LazyGreetingView> {
        let model = GreetingModel()
        return .separate(
            model, inputs: { GreetingBinding.bindIntents(of: $0, to: model) },
            outputs: { GreetingBinding.bindState(of: model, to: $0) })
    }
}

/// Wires a greeting view, eager or lazy, to a greeting model.
package enum GreetingBinding {
    /// Shows `model`'s greeting on `view`.
    static func bindState(of model: GreetingModel, to view: GreetingView) -> Disposable {
        view.greeting <~ model.greeting
    }

    /// Sends `view`'s intents to `model`.
    static func bindIntents(of view: GreetingView, to model: GreetingModel) -> Disposable {
        Disposables.create(
            model.name <~ view.name,
            { _ in model.validate.onNext(()) } <~ view.validateRequests)
    }

    /// Shows `model`'s greeting on the lazily loaded `view`.
    static func bindState(of model: GreetingModel, to view: LazyGreetingView) -> Disposable {
        view.greeting <~ model.greeting
    }

    /// No bridge: each control is wired to the model when its cell appears.
    static func bindIntents(of view: LazyGreetingView, to model: GreetingModel) -> Disposable {
        view.install(
            GreetingCells(
                name: { model.name <~ $0 },
                button: { { _ in model.validate.onNext(()) } <~ $0 }))
    }
}
