import AllStyles
import Features
import ReactiveCore
import ReactiveTesting
import Testing

@testable import Pitfalls
@testable import Scenarios

/// Every cell of the pitfall matrix, played through the real styles on every feature the
/// situation is played on: what each style does, and whether its pitfall has a tested fix in the
/// style. `docs/PITFALLS.md` prints the same cells with each feature's evidence.
///
/// Situations 8 and 14 need the real main thread, which the test runner does not give its main
/// actor on Linux: `BinderyTests/PitfallsCommandTests` plays them through the built `bindery`
/// executable.
@MainActor
@Suite(.tracksResources)
struct PitfallMatrixTests {
    /// Each cell as the matrix prints it (⚠ and the summary), and its `kind`.
    static let expected: [Situation: [String: (cell: String, kind: String?)]] = [
        .eventBeforeTheViewLoads: [
            "transform": ("no deep link without its view", nil),
            "subjects": ("⚠ lost before its view loaded", "inherent"),
            "protocols": ("⚠ lost before its view loaded", "inherent"),
            "init-only": ("no deep link without its view", nil),
            "mvb": ("⚠ lost before its view loaded", "inherent"),
            "reactor": ("shown once as its view loads", nil),
            "async": ("shown once as its view loads", nil),
        ],
        .lateAndReusedControls: [
            "transform": ("greets the latest name", nil),
            "subjects": ("greets the latest name", nil),
            "protocols": ("greets the latest name", nil),
            "init-only": ("greets the latest name", nil),
            "mvb": ("greets the latest name", nil),
            "reactor": ("greets the latest name", nil),
            "async": ("greets the latest name", nil),
        ],
        .outputNotBound: [
            "transform": ("saves the toggle", nil),
            "subjects": ("saves the toggle", nil),
            "protocols": ("saves the toggle", nil),
            "init-only": ("⚠ loses the toggle", "avoidable"),
            "mvb": ("saves the toggle", nil),
            "reactor": ("saves the toggle", nil),
            "async": ("saves the toggle", nil),
        ],
        .outputBoundTwice: [
            "transform": (
                "⚠ genres: the second view misses it · library: one effect, a pipeline per view · "
                    + "genres, message with two views: only the view that asked",
                "avoidable"
            ),
            "subjects": ("genres, library: one effect, one pipeline · genres, message with two views: both views", nil),
            "protocols": (
                "genres, library: one effect, one pipeline · genres, message with two views: both views", nil
            ),
            "init-only": (
                "genres, library: one effect, one pipeline · genres, message with two views: both views", nil
            ),
            "mvb": ("genres, library: one effect, one pipeline · genres, message with two views: both views", nil),
            "reactor": ("genres, library: one effect, one pipeline · genres, message with two views: both views", nil),
            "async": ("genres, library: one effect, one pipeline · genres, message with two views: both views", nil),
        ],
        .viewRebuilt: [
            "transform": ("⚠ resets the state", "avoidable"),
            "subjects": ("⚠ palette: resets the state · editor: keeps the state", "avoidable"),
            "protocols": ("keeps the state", nil),
            "init-only": ("⚠ resets the state", "inherent"),
            "mvb": ("keeps the state", nil),
            "reactor": ("keeps the state", nil),
            "async": ("keeps the state", nil),
        ],
        .ownerGoesAway: [
            "transform": ("freed", nil),
            "subjects": ("freed", nil),
            "protocols": ("freed", nil),
            "init-only": ("freed", nil),
            "mvb": ("freed", nil),
            "reactor": ("freed", nil),
            "async": ("freed", nil),
        ],
        .reentrantFeedback: [
            "transform": ("⚠ settles, reentrancy flagged", "avoidable"),
            "subjects": ("⚠ settles, reentrancy flagged", "avoidable"),
            "protocols": ("⚠ title out of step", "avoidable"),
            "init-only": ("⚠ settles, reentrancy flagged", "avoidable"),
            "mvb": ("⚠ title out of step", "avoidable"),
            "reactor": ("⚠ settles, reentrancy flagged", "avoidable"),
            "async": ("settles, in order", nil),
        ],
        .inputCompletes: [
            "transform": ("the other inputs keep working", nil),
            "subjects": ("the other inputs keep working", nil),
            "protocols": ("the other inputs keep working", nil),
            "init-only": ("the other inputs keep working", nil),
            "mvb": ("the other inputs keep working", nil),
            "reactor": ("the other inputs keep working", nil),
            "async": ("the other inputs keep working", nil),
        ],
        .longSession: [
            "transform": ("flat", nil),
            "subjects": ("flat", nil),
            "protocols": ("flat", nil),
            "init-only": ("flat", nil),
            "mvb": ("flat", nil),
            "reactor": ("flat", nil),
            "async": ("flat", nil),
        ],
        .inputFails: [
            "transform": (
                "⚠ genres: the next load is lost; a debug build traps · library: the other inputs keep working",
                "avoidable"
            ),
            "subjects": ("the other inputs keep working", nil),
            "protocols": ("the other inputs keep working", nil),
            "init-only": ("⚠ genres: the next load is lost · library: the other inputs keep working", "avoidable"),
            "mvb": ("⚠ genres: the next load is lost · library: the other inputs keep working", "avoidable"),
            "reactor": ("the other inputs keep working", nil),
            "async": ("the other inputs keep working", nil),
        ],
        .eventReplayedToARebuiltView: [
            "transform": ("once; not replayed", nil),
            "subjects": ("once; not replayed", nil),
            "protocols": ("once; not replayed", nil),
            "init-only": ("once; not replayed", nil),
            "mvb": ("once; not replayed", nil),
            "reactor": ("⚠ shown again after a rebuild", "traded"),
            "async": ("once; not replayed", nil),
        ],
        .viewModelOutlivesView: [
            "transform": ("leaving cancelled the work", nil),
            "subjects": ("the work completes after the view left", nil),
            "protocols": ("the work completes after the view left", nil),
            "init-only": ("leaving cancelled the work", nil),
            "mvb": ("the work completes after the view left", nil),
            "reactor": ("the work completes after the view left", nil),
            "async": ("the work completes after the view left", nil),
        ],
        .testingARule: [
            "transform": ("9 statements", nil),
            "subjects": ("12 statements", nil),
            "protocols": ("15 statements", nil),
            "init-only": ("9 statements", nil),
            "mvb": ("9 statements", nil),
            "reactor": ("16 statements", nil),
            "async": ("14 statements", nil),
        ],
        .viewRebuiltMidWork: [
            "transform": ("⚠ abandons the work", "avoidable"),
            "subjects": ("⚠ search: abandons the work · editor, library: keeps the work", "avoidable"),
            "protocols": ("⚠ search: abandons the work · editor, library: keeps the work", "avoidable"),
            "init-only": ("abandons the work (a new view model: inherent, scored in row 5)", nil),
            "mvb": ("⚠ search: abandons the work · editor, library: keeps the work", "avoidable"),
            "reactor": ("keeps the work", nil),
            "async": ("keeps the work", nil),
        ],
        .viewHiddenMidWork: [
            "transform": ("editor, library, search: keeps the work · library, while hidden: follows while hidden", nil),
            "subjects": ("editor, library, search: keeps the work · library, while hidden: follows while hidden", nil),
            "protocols": ("editor, library, search: keeps the work · library, while hidden: follows while hidden", nil),
            "init-only": ("editor, library, search: keeps the work · library, while hidden: follows while hidden", nil),
            "mvb": ("editor, library, search: keeps the work · library, while hidden: follows while hidden", nil),
            "reactor": ("editor, library, search: keeps the work · library, while hidden: follows while hidden", nil),
            "async": ("editor, library, search: keeps the work · library, while hidden: catches up as it appears", nil),
        ],
        .staleEvents: [
            "transform": ("no deep link without its view", nil),
            "subjects": ("none shown (row 1: lost)", nil),
            "protocols": ("none shown (row 1: lost)", nil),
            "init-only": ("no deep link without its view", nil),
            "mvb": ("none shown (row 1: lost)", nil),
            "reactor": ("once, the latest", nil),
            "async": ("once, the latest", nil),
        ],
    ]

    @Test(arguments: Situation.allCases.filter { !$0.needsTheMainThread })
    @MainActor
    func everyCellOfTheSituation(_ situation: Situation) async throws {
        let expected = try #require(Self.expected[situation])
        #expect(Set(expected.keys) == Set(Style.allCases.map(\.id)), "a row per style of the registry")
        for style in Style.allCases {
            let cell = try await PitfallMatrix.cell(situation, style, template: catalog)
            let shown = (cell.isPitfall ? "⚠ " : "") + cell.summary
            let evidence = cell.outcomes.map { "\($0.subject): \($0.verdict.evidence)" }.joined(separator: "; ")
            #expect(shown == expected[style.id]?.cell, "\(style.id): \(evidence)")
            #expect(cell.kind == expected[style.id]?.kind, "\(style.id): \(cell.avoidanceText)")
            // Every fix, a style's or the view's, is its patch: the JSON shows each as a diff.
            #expect(cell.featureFixes.allSatisfy { $0.files?.patch.isEmpty == false }, "\(style.id)")
        }
    }

    /// The situations played on more than one feature.
    @Test func theSituationsPlayedOnSeveralFeatures() {
        let features = { (situation: Situation) in Set(situation.plays.map { $0.subject.prefix { $0 != "," } }) }
        #expect(
            Situation.allCases.filter { features($0).count > 1 }.map(\.number) == [
                4, 5, 6, 9, 10, 11, 12, 13, 14, 17, 18,
            ])
        #expect(features(.ownerGoesAway).count == Feature.allCases.count)
    }

    /// Situation 6 plays every feature on every style's main code. A probe whose feature the
    /// makers cannot make plays nothing and the cell drops it without a word, so a feature that
    /// `ScreenMakers(_:lab:)` does not make would vanish from the matrix: it fails here instead.
    @Test func everyStylesMainCodeIsPlayedOnEveryFeature() async throws {
        for style in Style.allCases {
            let cell = try await PitfallMatrix.cell(.ownerGoesAway, style, template: catalog)
            #expect(
                cell.outcomes.map(\.subject) == Feature.allCases.map(\.rawValue),
                "\(style.id): situation 6 played no probe on the features missing here; ScreenMakers(_:lab:) makes no screen for them"
            )
        }
    }
}
