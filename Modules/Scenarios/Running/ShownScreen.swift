import Features

/// What a player does to its feature's screen besides the user's intents, as a coordinator
/// would: the moments of ``OnScreen`` over the player's view, whatever the view's type.
@MainActor
struct ShownScreen {
    /// The view disappears, as in a tab switch.
    let disappear: () -> Void
    /// The view appears again.
    let appear: () -> Void
    /// A new view controller over the same view model loads the player's view and shows it.
    let rebuild: () -> Void
    /// The user leaves: the view disappears and is released with its view model.
    let leave: () -> Void

    /// The moments of `screen`, which shows `view`.
    init<View>(_ screen: OnScreen<View>, on view: View) {
        disappear = screen.disappear
        appear = screen.appear
        rebuild = { screen.rebuild(on: view) }
        leave = screen.leave
    }
}
