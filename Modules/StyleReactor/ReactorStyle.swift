import Domain
import Features
import ReactiveCore

/// The ReactorKit style, after ReactorKit 3.2.0: a reactor turns the view's actions into
/// mutations (the effects) and reduces them into one state; a view controller, the reactor's
/// `View`, sends its controls' actions and binds the state. A reactor is made first and lives
/// without a view; setting a view controller's `reactor` binds both sides in one
/// `bind(reactor:)`, once the view is loaded (`StoryboardView`).
package enum ReactorStyle: BindingStyle {
    package static let id = "reactor"
    package static let name = "Reactor"
    package static let summary =
        "a Reactor turns actions into mutations and reduces them into one State; a View binds actions and state"
}

extension Style {
    /// Reactor: a Reactor turns actions into mutations and reduces them into one State; a View binds actions and state.
    package static let reactor = Style(ReactorStyle.self)
}
