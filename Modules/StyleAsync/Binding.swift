import Features
import Observation
import ReactiveCore

// How the style's views show a model: each view reads what it shows from the model in an
// observation (`Observations`) and calls the model's methods for what the user does. The view
// contracts are reactive (controls are observables, outputs binders), so a view's code subscribes
// to its controls and drives its binders, as a UIKit view controller's target-actions and
// `withObservationTracking` would.

extension Screen {
    /// A screen over `model`: its intents and its state are bound on their own
    /// (``Screen/Shape/separate``); the first binding starts the model and disposing the last one
    /// is leaving the screen, which cancels the model's tasks. With `leavesWithTheLastBinding`
    /// `false`, the model leaves only when the screen goes (its owner lets it go), so its tasks
    /// outlive its views for as long as a coordinator keeps the screen.
    package static func model<Model: ViewModel>(
        _ model: Model, leavesWithTheLastBinding: Bool = true, intents: @escaping (View) -> Disposable,
        state: @escaping (View) -> Disposable
    ) -> Screen {
        let life = ModelLife(model, leaves: leavesWithTheLastBinding)
        return .separate(
            model, inputs: { view in life.binding { intents(view) } }, outputs: { view in life.binding { state(view) } }
        )
    }
}

/// Counts the bindings of a model: the first starts it, disposing the last leaves it.
@MainActor
private final class ModelLife<Model: ViewModel> {
    private let model: Model
    private let leaves: Bool
    private var bindings = 0

    init(_ model: Model, leaves: Bool) {
        self.model = model
        self.leaves = leaves
    }

    isolated deinit {
        if !leaves { model.leave() }
    }

    /// Starts the model if this is its first binding, then binds (`bind`).
    func binding(_ bind: () -> Disposable) -> Disposable {
        bindings += 1
        if bindings == 1 { model.start() }
        let disposable = bind()
        return Disposables.create { [self] in
            disposable.dispose()
            bindings -= 1
            if bindings == 0, leaves { model.leave() }
        }
    }
}

/// Shows `value` on `binder`: the value now, then each new one after a change (`Observations`),
/// each distinct value once, until the result is disposed.
@MainActor
func show<Value: Equatable & Sendable>(
    _ value: @escaping @MainActor @Sendable () -> Value, on binder: Binder<Value>
) -> Disposable {
    show({ .some(value()) }, onceLoadedOn: binder)
}

/// Shows `value` on `binder` once it has one (a model's content before its first answer is
/// `nil`): then each new value after a change (`Observations`), each distinct value once, until
/// the result is disposed.
@MainActor
package func show<Value: Equatable & Sendable>(
    _ value: @escaping @MainActor @Sendable () -> Value?, onceLoadedOn binder: Binder<Value>
) -> Disposable {
    let observing = Task {
        var last: Value?
        for await shown in Observations({ value() }) {
            guard let shown, shown != last else { continue }
            last = shown
            binder.onNext(shown)
        }
    }
    return Disposables.create { observing.cancel() }
}

/// Shows the events sent through `outbox` on `binder`, in the order sent: each event sent while
/// the view is bound (two sent in one turn are both shown), and those sent before that no view
/// has shown yet.
@MainActor
func show<Value: Sendable>(_ outbox: Outbox<Value>, on binder: Binder<Value>) -> Disposable {
    let reader = outbox.attach()
    let observing = Task {
        for await _ in Observations({ outbox.number }) {
            for event in outbox.take(for: reader) { binder.onNext(event) }
        }
    }
    return Disposables.create {
        observing.cancel()
        outbox.detach(reader)
    }
}
