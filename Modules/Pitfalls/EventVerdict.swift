import Features

/// The rule a one-shot event is scored by (``OutputKind/event``), one moment per situation, so
/// that each mechanism is scored in one row: an event sent before its view has loaded should be
/// shown once as the view loads (row 1: lost is a pitfall); one sent to a view on screen, once
/// there; one a view has shown, not again to a rebuilt view (row 12: a replay is a pitfall);
/// several sent while no view showed them, not each to a view shown long after (row 16: a pile of
/// stale events is a pitfall). Built from how many times the view was shown the event at each
/// moment a probe played: a probe plays the moments its situation is about, and the rule judges
/// those.
struct EventVerdict {
    /// For an event sent before its view loaded: how many times the view that loaded next showed
    /// it (`nil` when the probe did not play this moment).
    var beforeLoad: Int?
    /// For an event sent while a view was on screen: how many times that view was shown it.
    var bound: Int?
    /// How many times the rebuilt view was shown the events an earlier view had shown.
    var rebuilt: Int?
    /// For several events sent while no view was loaded: how many of them the view shown long
    /// after showed.
    var stale: Int?

    /// What the rule finds wrong, in order; empty when the event was right at every moment played.
    var faults: [String] {
        var faults: [String] = []
        switch beforeLoad {
        case 0?: faults.append("lost before its view loaded")
        case let count? where count > 1: faults.append("shown more than once")
        default: break
        }
        switch bound {
        case 0?: faults.append("lost on screen")
        case let count? where count > 1 && !faults.contains("shown more than once"):
            faults.append("shown more than once")
        default: break
        }
        if let rebuilt, rebuilt > 0 { faults.append("shown again after a rebuild") }
        if let stale, stale > 1 { faults.append("stale: shown \(stale) times") }
        return faults
    }

    /// Whether the event was right at every moment played.
    var isRight: Bool { faults.isEmpty }

    /// What was observed, moment by moment, with what a fault means for the user.
    var evidence: String {
        var moments: [String] = []
        if let beforeLoad { moments.append("sent before its view loaded: shown \(Self.times(beforeLoad))") }
        if let bound { moments.append("sent while bound: \(Self.times(bound))") }
        if let rebuilt { moments.append("after the rebuild: \(Self.times(rebuilt))") }
        if let stale { moments.append("sent while no view was loaded, shown long after: \(Self.times(stale))") }
        var meanings: [String] = []
        if faults.contains("lost before its view loaded") { meanings.append("the deep link came to nothing") }
        if faults.contains("shown again after a rebuild") { meanings.append("a replayed event") }
        if let stale, stale > 1 { meanings.append("each a stale event the user did not ask for now") }
        return moments.joined(separator: "; ") + meanings.map { ": \($0)" }.joined()
    }

    /// The verdict: the faults (a pitfall), or `right` when there are none.
    func verdict(right: String) -> Verdict {
        isRight
            ? Verdict(right, evidence: evidence)
            : Verdict(faults.joined(separator: ", "), pitfall: true, evidence: evidence)
    }

    private static func times(_ count: Int) -> String {
        count == 1 ? "once" : "\(count) times"
    }
}
