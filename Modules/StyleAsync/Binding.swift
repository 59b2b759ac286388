import Features
import Observation
import ReactiveCore

// How the style's views show a model: each view reads what it shows from the model in one
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

/// Shows a model on a view in one observation, as a UIKit view controller's `updateProperties()`
/// does: `update` reads what the view shows, output by output, in the order the view shows it; it
/// is read and shown now, then read again after each change of anything it read (`Observations`),
/// and each output whose value changed since it last showed one is shown, in that order, until the
/// result is disposed.
///
/// One observation for the whole view, not one per output: a change that several outputs read
/// (a search's phase is its `isLoading` and its `errorMessage`) reaches the view in the order the
/// view lists them. Observation wakes the observers of one property in an unspecified order (a
/// `Set` of observer ids, whose order varies with the hash seed and the set's storage), so with an
/// observation per output that order would change from one run of the app to the next.
@MainActor
package func observing(_ update: @escaping @MainActor @Sendable (ViewUpdate) -> Void) -> Disposable {
    let view = ViewUpdate()
    // Shown now, as a binding shows the current value when it subscribes; the observation's first
    // read finds nothing changed.
    view.read(update)
    view.show()
    let observing = Task {
        for await _ in Observations({ view.read(update) }) { view.show() }
    }
    return Disposables.create {
        observing.cancel()
        view.detach()
    }
}
