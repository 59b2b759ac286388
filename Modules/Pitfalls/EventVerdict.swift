/// What a one-shot event (a navigation, a message) did across binding: sent while no output was
/// bound, sent while bound, and after the view was rebuilt.
enum OneShotVerdict {
    /// The verdict from how many times the event was shown: for the event sent while unbound,
    /// for the one sent while bound, and again to the rebuilt view.
    static func of(unbound: Int, bound: Int, rebuilt: Int) -> Verdict {
        let evidence =
            "sent while unbound: shown \(times(unbound)); sent while bound: \(times(bound)); "
            + "after the rebuild: \(times(rebuilt))"
        switch (unbound, bound, rebuilt) {
        case (_, 1, 0) where unbound <= 1:
            return Verdict(
                unbound == 0 ? "once while bound, lost while unbound" : "once, even sent unbound", evidence: evidence)
        case (_, 1, _):
            return Verdict("shown again after a rebuild", pitfall: true, evidence: evidence + ": a replayed event")
        case (_, 0, _):
            return Verdict("lost while bound", pitfall: true, evidence: evidence)
        default:
            return Verdict("shown more than once", pitfall: true, evidence: evidence)
        }
    }

    private static func times(_ count: Int) -> String {
        count == 1 ? "once" : "\(count) times"
    }
}
