import Features
import ReactiveCore

/// Wires a greeting view, eager or lazy, to a greeting model.
package enum GreetingBinding {
    /// Connects `view` and `model` until the result is disposed.
    package static func bind(view: GreetingView, model: GreetingModel) -> Disposable {
        Disposables.create([
            view.greeting <~ model.greeting,
            model.name <~ view.name,
            { _ in model.validate.onNext(()) } <~ view.validateRequests,
        ])
    }

    /// No workaround: the binding wires each control when its cell appears.
    package static func bind(view: LazyGreetingView, model: GreetingModel) -> Disposable {
        Disposables.create([
            view.greeting <~ model.greeting,
            model.name <~ view.nameFields.flatMapLatest { $0 },
            { _ in model.validate.onNext(()) } <~ view.validateButtons.flatMapLatest { $0 },
        ])
    }
}
