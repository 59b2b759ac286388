/// What one style does in one situation: one cell of the pitfall matrix.
package struct Verdict: Hashable, Sendable, CustomStringConvertible {
    /// The cell's text: what happens, in a few words ("keeps the input").
    package var summary: String
    /// Whether this is the pitfall the situation is known for, rather than a guard against it.
    package var isPitfall: Bool
    /// What was observed that led to the summary.
    package var evidence: String

    package init(_ summary: String, pitfall: Bool = false, evidence: String) {
        self.summary = summary
        isPitfall = pitfall
        self.evidence = evidence
    }

    package var description: String { summary }
}
