import AllStyles
import Features
import Lab
import Labs
import Testing

@testable import Pitfalls

/// A cell's `source` is what decided it: swapping a named guard back to the article's form, or a
/// harness piece for its alternative, flips exactly the cells whose source names it, and nothing
/// else, in every style. Situations 8 and 14 need the real main thread: `BinderyTests` checks
/// their sources through the built `bindery`.
@MainActor
@Suite(.tracksResources, .serialized)
struct ProvenanceFlipTests {
    static let situations = Situation.allCases.filter { !$0.needsTheMainThread && !$0.readsTheStylesTests }

    /// The styles whose main code carries `projectGuard`.
    static func carrying(_ projectGuard: ProjectGuard) -> [Style] {
        var styles: [Style] = []
        for lab in Style.labs where lab.guardedFeatures.contains(where: { $0.projectGuard == projectGuard }) {
            styles.append(lab.style)
        }
        return styles
    }

    /// The cells whose text changes when `swapped` is swapped, as "row style feature: old → new".
    static func flips(
        swapping swapped: VerdictSource, styles: [Style]
    ) async throws -> (flips: [String], named: [String]) {
        let before = try await PitfallMatrix.measure(template: catalog, situations: situations, styles: styles)
        let after = try await PitfallMatrix.measure(
            template: catalog, situations: situations, styles: styles, swapped: [swapped])
        var flips: [String] = []
        var named: [String] = []
        for (old, new) in zip(before.rows, after.rows) {
            for style in styles {
                let oldCell = try #require(old.cells[style])
                let newCell = try #require(new.cells[style])
                for ((subject, was), (_, now)) in zip(oldCell.outcomes, newCell.outcomes) {
                    let key = "\(old.situation.number) \(style.id) \(subject)"
                    if was.summary != now.summary { flips.append(key) }
                    if was.source == swapped { named.append(key) }
                }
            }
        }
        return (flips, named)
    }

    @Test(arguments: ProjectGuard.allCases)
    func swappingAGuardFlipsExactlyTheCellsItNames(_ projectGuard: ProjectGuard) async throws {
        let styles = Self.carrying(projectGuard)
        let (flips, named) = try await Self.flips(swapping: .project(projectGuard), styles: styles)
        #expect(flips == named)
    }

    /// The outcomes the guards decide, in the situations the test runner can play (situation 8's,
    /// which only `bindery` plays, `BinderyTests` checks): the relay bridge greets the latest name
    /// (without it, the articles' form connects no control that appears later), init-only's
    /// `showOutputs(on:)` lets a second view share the first one's view model (without it, each view
    /// has its own), and `subscribe(onNext:)` keeps the genres loading (the article's `bind(to:)`
    /// loses the refresh and traps).
    @Test func theGuardsDecideTheseCells() async throws {
        var named: [String] = []
        for projectGuard in ProjectGuard.allCases {
            named += try await Self.flips(swapping: .project(projectGuard), styles: Self.carrying(projectGuard)).named
        }
        #expect(
            named == [
                "11 subjects genres", "2 transform greeting", "2 init-only greeting", "4 init-only genres",
                "4 init-only library", "4 init-only genres, message with two views",
            ])
    }

    @Test(arguments: HarnessPiece.allCases)
    func swappingAHarnessPieceFlipsExactlyTheCellsItNames(_ piece: HarnessPiece) async throws {
        let (flips, named) = try await Self.flips(swapping: .harness(piece), styles: Style.allCases)
        #expect(flips == named)
        if piece == .reenteredProbeRelay {
            // It added one anomaly to every reactive style's count in situation 7, and decided no
            // cell: the style's own code is re-entered either way.
            #expect(flips.isEmpty)
        }
    }
}

/// The decision table (`docs/STYLES.md`) reads a cell as the style's own code decides it.
@MainActor
@Suite(.tracksResources)
struct StyleSummaryTests {
    /// The subjects style's genres keep working through this project's `subscribe(onNext:)`; the
    /// article's `bind(to:)` loses the refresh, and that is what the table shows.
    @Test func aGuardedOutcomeShowsTheArticlesForm() async throws {
        let subjects = try #require(Style.named("subjects"))
        let cell = try await PitfallMatrix.cell(.inputFails, subjects, template: catalog)
        #expect(cell.summary == "the other inputs keep working")
        #expect(cell.source == .project(.intentsBySubscribe))
        #expect(cell.sources == [.project(.intentsBySubscribe), .style])
        #expect(
            cell.styleSummary
                == "genres: ⚠ the next load is lost; a debug build traps · library: the other inputs keep working")
    }

    /// Transform's lazily loaded greeting greets the latest name through this project's relay
    /// bridge; the article's form connects no control that appears later, and the bridge is priced
    /// as a fix is: the statements the controller has that the article's form does not.
    @Test func aPricedGuardShowsItsPrice() async throws {
        let transform = try #require(Style.named("transform"))
        let cell = try await PitfallMatrix.cell(.lateAndReusedControls, transform, template: catalog)
        #expect(cell.summary == "greets the latest name")
        #expect(cell.styleSummary == "⚠ connects no control that appears later")
        #expect(cell.guardPrice == 6)
        #expect(
            cell.guardNote
                == "no ⚠ in this project's code; ⚠ in the article's form (connects no control that appears later), "
                + "avoided by \(ProjectGuard.relayBridge.name), +6 statements")
    }
}
