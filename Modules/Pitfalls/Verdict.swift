/// What one style did with one feature in one situation.
package struct Verdict: Hashable, Sendable, CustomStringConvertible {
    /// The cell's text: what happens, in a few words ("keeps the input").
    package var summary: String
    /// Whether this is the pitfall the situation is known for, rather than a guard against it.
    package var isPitfall: Bool
    /// What was observed that led to the summary.
    package var evidence: String
    /// For a pitfall, a cause the probe observed that the style's own shape imposes (binding made
    /// a new view model), which no variant in the style can remove; `nil` otherwise.
    package var inherentCause: String?
    /// Where the outcome comes from: the style's code, a guard this project chose in it, or a
    /// piece of the harness (observed by swapping it: ``VerdictSource``).
    package var source: VerdictSource
    /// For an outcome a project guard decides, what the feature did in the article's form (the
    /// guard swapped back): the style's own outcome.
    package var asTheArticleWrites: Outcome?
    /// For an outcome a priced project guard decides (`ProjectGuard.isPriced`), the statements the
    /// main code has that the article's form does not; `nil` otherwise, or when not counted.
    package var guardPrice: Int?
    /// Figures measured on real threads that vary from run to run (how many runs lost an answer,
    /// how many anomalies the core flagged): in the JSON, never in the markdown, which must be
    /// the same from one run to the next. `nil` for a probe on virtual time.
    package var measured: String?

    package init(
        _ summary: String, pitfall: Bool = false, source: VerdictSource = .style, evidence: String,
        inherentCause: String? = nil
    ) {
        self.summary = summary
        isPitfall = pitfall
        self.source = source
        self.evidence = evidence
        self.inherentCause = inherentCause
    }

    package var description: String { summary }

    /// The inherent cause a probe sees when an event sent before its view loaded is lost where the
    /// view model offers a way in besides its view: its one-shot output delivers only to the
    /// observers subscribed when it is sent.
    static let signalDoesNotReplay =
        "the one-shot output is a Signal over a PublishRelay (or a subject), the community's form for events: "
        + "it delivers only to the observers subscribed when it is sent, and \"does not replay the latest event on "
        + "subscription\" (RxSwift's Traits.md, Signal); an output that keeps the event replays it to every rebuilt "
        + "view instead (row 12)"

    /// The inherent cause a rebinding probe sees when binding made a new view model.
    static let newViewModelPerBinding =
        "each view controller makes its own view model as its view loads, so nothing is kept from one view to the next"
}

/// What a feature did, in a few words, and whether that is the pitfall its situation is known for.
package struct Outcome: Hashable, Sendable {
    package var summary: String
    package var isPitfall: Bool

    /// The summary, after ⚠ for a pitfall.
    package var text: String { (isPitfall ? "⚠ " : "") + summary }
}
