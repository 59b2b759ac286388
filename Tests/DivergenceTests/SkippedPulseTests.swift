import AllStyles
import Features
import Lab
import Labs
import ReactiveTesting
import Testing

@testable import Pitfalls

/// The reactor's fix for situation 12 (the view skips the replayed pulse, `skip(1)`): priced at
/// what really changes, one statement per view controller, saying what it costs besides (a pulse
/// sent while no view is bound is dropped), and traded where situation 1 plays that cost: the
/// library's deep link, sent while no view is loaded, is lost to the view that loads next.
@MainActor
@Suite(.tracksResources)
struct SkippedPulseTests {
    @Test func theSkipOneFixCostsOneStatementPerViewAndTradesTheDeepLink() async throws {
        let reactor = try #require(Style.named("reactor"))
        let cell = try await PitfallMatrix.cell(.eventReplayedToARebuiltView, reactor, template: catalog)
        let fix =
            "the view skips the pulse the state replays when it binds (skip(1)), taking only later ones; a pulse "
            + "sent while no view is bound is dropped with it, unreported"
        #expect(
            cell.avoidanceText
                == "library: traded, \(fix) (but row 1: lost before its view loaded), +1 statement; "
                + "genres: avoidable, \(fix), +1 statement; greeting: avoidable, \(fix), +1 statement")
        #expect(cell.kind == "traded")
    }
}
