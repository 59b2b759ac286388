import Observation

/// What every model of the style is: an `@Observable` class on the main actor whose intents are
/// methods and whose effects are tasks it owns.
///
/// Work the user started (a save, a toggle, a search) is the model's: its task runs on when the
/// view disappears or is rebuilt, and the next view shows its outcome. It ends with the model:
/// each model cancels its tasks in its `deinit`, which they do not delay (they hold the model
/// weakly). Work that lasts as long as the screen is shown (following the favorites, loading the
/// entry the editor shows) follows the view's appearances, as a SwiftUI view's `.task` does: the
/// view controller starts it as the view appears and stops it as the view disappears.
@MainActor
package protocol ViewModel: AnyObject, Observable {
    /// The view appears: starts the work that lasts as long as the screen is shown, if any.
    func start()

    /// The view disappeared: stops what ``start()`` started; what the user started runs on.
    func stop()
}

extension ViewModel {
    package func start() {}
    package func stop() {}
}
