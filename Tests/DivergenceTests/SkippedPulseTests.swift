import AllStyles
import Features
import Lab
import Labs
import ReactiveTesting
import Testing

@testable import Pitfalls

/// The reactor's fix for situation 12 (the view skips the replayed pulse, `skip(1)`): priced at
/// what really changes, one statement per view controller, and saying what it costs besides (a
/// pulse sent while no view is bound is dropped: `StyleReactorTests/VariantTests` plays it;
/// the situation's probe cannot, as a reactor's view binds its inputs and outputs at once).
@MainActor
@Suite(.tracksResources)
struct SkippedPulseTests {
    @Test func theSkipOneFixCostsOneStatementPerViewAndSaysWhatItDrops() async throws {
        let reactor = try #require(Style.named("reactor"))
        let cell = try await PitfallMatrix.cell(.oneShotEvents, reactor, template: catalog)
        #expect(
            cell.avoidanceText
                == "avoidable: genres, library: the view skips the pulse the state replays when it binds (skip(1)), "
                + "taking only later ones; a pulse sent while no view is bound is dropped with it, unreported, "
                + "+2 statements")
    }
}
