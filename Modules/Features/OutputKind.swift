/// What an output of a view contract is to its view: what the view shows now, or something that
/// happens once. Each feature's output names (`PaletteOutput`, `GreetingOutput`, …) declare it per
/// output (``ViewOutput/kind``), and the pitfall matrix scores each output by its kind, one rule
/// per kind (``rule``), wherever a situation binds, rebinds or rebuilds a view.
package enum OutputKind: String, CaseIterable, Sendable {
    /// What the view shows now (a list, a color, a draft): a view bound later, or rebuilt, should
    /// show the latest.
    case state
    /// Something that happens once (a greeting shown after a validation, a toast, a navigation):
    /// it should reach one bound view exactly once.
    case event

    /// How the pitfall matrix scores an output of this kind, in one sentence.
    package var rule: String {
        switch self {
        case .state:
            "kept across a rebuild, or an input kept until the outputs are bound, is right; reset or lost is ⚠"
        case .event:
            "shown once, to the view it was sent for, is right: sent before its view loaded, lost is ⚠ "
                + "(row 1); shown again to a rebuilt view is ⚠ (row 12); several sent while no view was loaded, "
                + "each shown to a view that appears long after is ⚠ (stale, row 16)"
        }
    }
}

/// The names of a view contract's outputs, one case per `Binder`, each with its kind.
package protocol ViewOutput: CaseIterable, RawRepresentable<String>, Sendable {
    /// Whether the output is state the view shows now, or a one-shot event.
    var kind: OutputKind { get }
}
