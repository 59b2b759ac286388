import Features

/// The rule rows 1, 5 and 12 score a one-shot event by (``OutputKind/event``): shown exactly
/// once to a bound view is right; lost because no view was bound is a pitfall (a user's action
/// came to nothing); shown again to a rebuilt view is a pitfall. Built from how many times the
/// view was shown the event at each moment a probe played: a probe plays the moments its
/// situation is about, and the rule judges those.
struct EventVerdict {
    /// For an event sent while no output was bound: how many times it was shown once a view was
    /// bound (`nil` when the probe did not play this moment).
    var unbound: Int?
    /// For an event sent while a view was bound: how many times that view was shown it.
    var bound: Int?
    /// How many times the rebuilt view was shown the events sent before it was bound.
    var rebuilt: Int?

    /// What the rule finds wrong, in order; empty when the event was right at every moment played.
    var faults: [String] {
        var faults: [String] = []
        switch unbound {
        case 0?: faults.append("lost while unbound")
        case let count? where count > 1: faults.append("shown more than once")
        default: break
        }
        switch bound {
        case 0?: faults.append("lost while bound")
        case let count? where count > 1 && !faults.contains("shown more than once"):
            faults.append("shown more than once")
        default: break
        }
        if let rebuilt, rebuilt > 0 { faults.append("shown again after a rebuild") }
        return faults
    }

    /// Whether the event was shown exactly once, to a bound view, at every moment played.
    var isRight: Bool { faults.isEmpty }

    /// What was observed, moment by moment, with what a fault means for the user.
    var evidence: String {
        var moments: [String] = []
        if let unbound { moments.append("sent while unbound: shown \(Self.times(unbound))") }
        if let bound { moments.append("sent while bound: \(Self.times(bound))") }
        if let rebuilt { moments.append("after the rebuild: \(Self.times(rebuilt))") }
        var meanings: [String] = []
        if faults.contains("lost while unbound") { meanings.append("a user's action came to nothing") }
        if faults.contains("shown again after a rebuild") { meanings.append("a replayed event") }
        return moments.joined(separator: "; ") + meanings.map { ": \($0)" }.joined()
    }

    /// The verdict: the faults (a pitfall), or `right` when there are none.
    func verdict(right: String) -> Verdict {
        isRight
            ? Verdict(right, evidence: evidence)
            : Verdict(faults.joined(separator: ", "), pitfall: true, evidence: evidence)
    }

    /// Situation 12's verdict: every moment played. When binding the intents bound the outputs too
    /// (`boundWithIntents`: the view was shown outputs before any was bound on its own), the style
    /// has no unbound moment, and the event the probe sent "while unbound" was sent to a bound view.
    static func of(unbound: Int, bound: Int, rebuilt: Int, boundWithIntents: Bool = false) -> Verdict {
        guard boundWithIntents else {
            return EventVerdict(unbound: unbound, bound: bound, rebuilt: rebuilt).verdict(
                right: "once, even sent unbound")
        }
        // Both events were sent to a bound view: the bound moment is right only if each was shown once.
        var verdict = EventVerdict(unbound: nil, bound: [unbound, bound].first { $0 != 1 } ?? 1, rebuilt: rebuilt)
            .verdict(right: "once; no unbound moment")
        verdict.evidence =
            "binding the intents bound the outputs too (the view was shown them before they were bound on their "
            + "own), so no event was sent while no view was bound; " + verdict.evidence
        return verdict
    }

    private static func times(_ count: Int) -> String {
        count == 1 ? "once" : "\(count) times"
    }
}
