import Observation

/// What every model of the style is: an `@Observable` class on the main actor whose intents are
/// methods and whose effects are tasks it owns.
///
/// A model's life follows its view's appearances, as a SwiftUI view's `.task` drives it: the view
/// controller starts it as the view appears (work that lasts as long as the screen is shown, such
/// as following the favorites) and makes it leave as the view disappears, which cancels every
/// task it owns.
@MainActor
package protocol ViewModel: AnyObject, Observable {
    /// The view appears: starts the work that lasts as long as the screen is shown, if any.
    func start()

    /// The view disappeared: cancels every task the model owns.
    func leave()
}

extension ViewModel {
    package func start() {}
    package func leave() {}
}
