import Lab

/// Where a verdict comes from: the style's own code, a guard this project chose in it, or a piece
/// of the harness that plays the situation.
///
/// A source other than ``style`` is observed, not declared: the matrix plays the situation again
/// with the guard swapped back to the article's form (`ProjectGuard`), or with the harness piece
/// swapped for its alternative (``HarnessPiece``), and the outcome changed.
package enum VerdictSource: Hashable, Sendable, Comparable {
    /// The style's own code, as its article or library writes it.
    case style
    /// A guard this project chose where the style's article writes it otherwise.
    case project(ProjectGuard)
    /// A piece of the harness that plays the situation.
    case harness(HarnessPiece)

    /// `style`, `project` or `harness`.
    package var kind: String {
        switch self {
        case .style: "style"
        case .project: "project"
        case .harness: "harness"
        }
    }

    /// The guard or piece, named; `nil` for the style.
    package var name: String? {
        switch self {
        case .style: nil
        case .project(let projectGuard): projectGuard.name
        case .harness(let piece): piece.name
        }
    }

    /// `style`, or the kind and what it names: `project: intents sent with subscribe(onNext:)…`.
    package var text: String { name.map { "\(kind): \($0)" } ?? kind }

    package static func < (lhs: VerdictSource, rhs: VerdictSource) -> Bool {
        (lhs.rank, lhs.name ?? "") < (rhs.rank, rhs.name ?? "")
    }

    private var rank: Int {
        switch self {
        case .style: 0
        case .project: 1
        case .harness: 2
        }
    }
}

/// A piece of the harness that can decide a cell, and so is named where it does. Each has an
/// alternative the matrix can play instead (``PitfallMatrix/measure(template:situations:styles:labs:swapped:)``).
package enum HarnessPiece: String, CaseIterable, Sendable {
    /// Situation 7's probe view sent its feedback through the same relay that was delivering the
    /// user's tap, so the probe's own relay was re-entered.
    case reenteredProbeRelay = "the probe view's own relay, re-entered by its feedback"

    /// The piece, as the matrix names it.
    package var name: String { rawValue }
}
