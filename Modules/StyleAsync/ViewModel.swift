import Observation

/// What every model of the style is: an `@Observable` class on the main actor whose intents are
/// methods and whose effects are tasks it owns.
///
/// A model's life follows its views, as a SwiftUI view's `.task` and `.onDisappear` drive it: the
/// first view bound to it starts it (work that lasts as long as the screen, such as following the
/// favorites) and leaving the screen (the last binding disposed) cancels every task it owns.
@MainActor
package protocol ViewModel: AnyObject, Observable {
    /// Starts the work that lasts as long as the screen, if any.
    func start()

    /// The user left the screen: cancels every task the model owns.
    func leave()
}

extension ViewModel {
    package func start() {}
    package func leave() {}
}
