import Features
import Storage

/// A situation in which the binding styles are known to part ways: one row of the pitfall matrix.
///
/// A situation is one value holding everything the matrix says of it and plays: its text, the
/// rule it scores by, its probes (one per feature it is played on) and where it is known from.
/// Each situation is defined in a file of its own under `Situations/`, and ``allCases`` lists them
/// in the matrix's order: nothing else names a situation, so nothing can miss a new one.
package struct Situation: Sendable, CaseIterable {
    /// The row's number, from 1.
    package let number: Int
    /// The situation, as the matrix names it.
    package let title: String
    /// The situation as a team meets it in its app, for the decision table in `docs/STYLES.md`.
    package let asATeamMeetsIt: String
    /// Where the pitfall is known from.
    package let knownFrom: String
    /// How the situation scores what the views were shown, when it scores each output by its kind
    /// (`scoredByOutputKind`); `nil` for the others, whose probes say what they count.
    package let rule: String?
    /// Whether the situation runs on real threads with the real main scheduler, which delivers to
    /// the main thread: only a process whose main actor runs on the main thread (the `bindery`
    /// command, not the test runner on Linux) can play it.
    package let needsTheMainThread: Bool
    /// Whether the situation reads a style's tests rather than playing its code: a style made up
    /// by a test has no test target to read.
    package let readsTheStylesTests: Bool
    /// The situation's probes, one per feature it is played on, in the order the matrix plays and
    /// prints them: each feature's description and its probe, defined once.
    package let probes: [SituationProbe]
    /// How the situation's pitfall is avoided in the view its probe shows, if it can be (a patch of
    /// the view, ``ViewFix``); `nil` when only the style's variants can avoid it.
    let viewFix: ViewFix?

    /// A situation numbered `number`, which `probes` play; it is avoided in the view by `viewFix`
    /// when one is given.
    init(
        number: Int, title: String, asATeamMeetsIt: String, knownFrom: String, rule: String? = nil,
        needsTheMainThread: Bool = false, readsTheStylesTests: Bool = false, probes: [SituationProbe],
        viewFix: ViewFix? = nil
    ) {
        self.number = number
        self.title = title
        self.asATeamMeetsIt = asATeamMeetsIt
        self.knownFrom = knownFrom
        self.rule = rule
        self.needsTheMainThread = needsTheMainThread
        self.readsTheStylesTests = readsTheStylesTests
        self.probes = probes
        self.viewFix = viewFix
    }

    /// Every situation, in the matrix's order: their numbers run from 1 without a gap.
    package static let allCases: [Situation] = [
        .eventBeforeTheViewLoads, .lateAndReusedControls, .outputNotBound, .outputBoundTwice, .viewRebuilt,
        .ownerGoesAway, .reentrantFeedback, .backgroundServices, .inputCompletes, .longSession, .inputFails,
        .eventReplayedToARebuiltView, .viewModelOutlivesView, .answersWhileActing, .testingARule, .staleEvents,
        .viewRebuiltMidWork, .viewHiddenMidWork,
    ]

    /// The situation numbered `number`, or `nil` when there is none.
    package static func numbered(_ number: Int) -> Situation? {
        allCases.first { $0.number == number }
    }

    /// The features the situation is played on, in order, with what the probe does on each
    /// (``probes``, its one definition).
    package var plays: [(subject: String, probe: String)] {
        probes.map { ($0.subject, $0.description) }
    }

    /// The rule of the situations that score each output by its kind: one rule per kind, as
    /// `OutputKind.rule` states it.
    static let scoredByOutputKind =
        "each output is scored by its kind, declared in its feature's contract (`…Output.kind`): "
        + OutputKind.allCases.map { "\($0.rawValue), \($0.rule)" }.joined(separator: "; ") + "."
}

// MARK: - Identity

extension Situation: Hashable {
    /// Two situations are the same row when they have the same number.
    package static func == (lhs: Situation, rhs: Situation) -> Bool { lhs.number == rhs.number }

    package func hash(into hasher: inout Hasher) { hasher.combine(number) }
}

extension Situation: CustomStringConvertible {
    /// The row's number and title, as the matrix prints them.
    package var description: String { "\(number). \(title)" }
}
