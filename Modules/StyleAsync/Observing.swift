import Features
import Observation
import ReactiveCore

// How the style's view controllers show a model: each reads what its view shows from the model in
// one observation (`Observations`), from `viewDidLoad` on, and calls the model's methods for what
// the user does. The view contracts are reactive (controls are observables, outputs binders), so
// a view controller subscribes to its controls and drives its binders, as a UIKit view
// controller's target-actions and `updateProperties()` (which UIKit re-runs when an observed
// property changes) would.

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
