import Domain
import Features
import ReactiveCore

/// The ReactorKit style, after ReactorKit 3.2.0: a reactor turns the view's actions into
/// mutations (the effects) and reduces them into one state; a view controller, the reactor's
/// `View`, sends its controls' actions and binds the state. A reactor is made first and lives
/// without a view; setting a view controller's `reactor` binds both sides in one
/// `bind(reactor:)` (`Screen.Shape.together`).
package enum ReactorStyle: BindingStyle {
    package static let id = "reactor"
    package static let name = "Reactor"
    package static let summary =
        "a Reactor turns actions into mutations and reduces them into one State; a View binds actions and state"
    package static let costNotes = CostNotes(
        longerCode: "each feature spells out its Action, Mutation and State types, and the style carries its own "
            + "small ReactorKit (reactor, view, action subject, pulse, stub)",
        shorterCode: "one state and one pure reduce per feature: no relay per output, and the view binds by key path",
        moreAtRunTime: "every action goes through mutate, scan and a replayed state stream, and every output maps "
            + "the whole state and compares it (distinctUntilChanged, pulses)",
        lessAtRunTime: "one shared state stream per reactor, however many outputs or views observe it")
}

extension Style {
    /// Reactor: a Reactor turns actions into mutations and reduces them into one State; a View binds actions and state.
    package static let reactor = Style(ReactorStyle.self)
}
