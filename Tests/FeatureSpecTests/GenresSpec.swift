import AllStyles
import Features
import ReactiveTesting
import Scenarios
import Testing

/// The spec catalog's genres, as the view shows them.
let bothGenres = list("Metal", "Rock")

@MainActor
@Suite(.tracksResources)
struct GenresSpec {
    @Test(arguments: Style.allCases)
    func loadsWhenTheViewAppears(style: Style) async throws {
        let run = try await play(.genres, style, "latency 100ms\n@100ms load")
        #expect(run[GenresOutput.genres] == [at(0, "[]"), at(200, bothGenres)])
        #expect(run[GenresOutput.isLoading] == [at(0, "false"), at(100, "true"), at(200, "false")])
        #expect(run[GenresOutput.errorMessage] == [at(0, "nil")])
        #expect(run.serviceCalls == ["genres()"])
    }

    /// The genres view is loaded from the start and appears at the script's `load`: before it, a
    /// refresh is refused, as no user can tap a view that is not shown.
    @Test(arguments: Style.allCases)
    func aRefreshBeforeTheViewAppearsIsRefused(style: Style) async throws {
        await #expect(throws: ScenarioError.notOnScreen("refresh")) {
            _ = try await play(.genres, style, "@50ms refresh\n@100ms load")
        }
    }

    @Test(arguments: Style.allCases)
    func refreshLoadsAgain(style: Style) async throws {
        let run = try await play(.genres, style, "latency 100ms\n@100ms load\n@300ms refresh")
        #expect(run[GenresOutput.genres] == [at(0, "[]"), at(200, bothGenres)])
        #expect(
            run[GenresOutput.isLoading] == [
                at(0, "false"), at(100, "true"), at(200, "false"), at(300, "true"), at(400, "false"),
            ])
        #expect(run.serviceCalls == ["genres()", "genres()"])
    }

    @Test(arguments: Style.allCases)
    func aRefreshDuringALoadReplacesIt(style: Style) async throws {
        let run = try await play(.genres, style, "latency 500ms 100ms\n@100ms load\n@300ms refresh")
        #expect(run[GenresOutput.genres] == [at(0, "[]"), at(400, bothGenres)])
        #expect(run[GenresOutput.isLoading] == [at(0, "false"), at(100, "true"), at(400, "false")])
    }

    @Test(arguments: Style.allCases)
    func selectingAGenreShowsItsTrackCountOnce(style: Style) async throws {
        let run = try await play(
            .genres, style,
            """
            latency 100ms
            @100ms load
            @150ms select 0
            @300ms select 1
            @400ms select 0
            @500ms select 7
            """)
        // The selection at 150 comes before the genres, and row 7 does not exist.
        #expect(run[GenresOutput.message] == [at(300, quoted("Rock: 4 tracks")), at(400, quoted("Metal: 1 track"))])
    }

    @Test(arguments: Style.allCases)
    func aFailedLoadShowsAMessageUntilARefreshSucceeds(style: Style) async throws {
        let run = try await play(.genres, style, "latency 100ms\nfail 1\n@100ms load\n@300ms refresh")
        #expect(run[GenresOutput.genres] == [at(0, "[]"), at(400, bothGenres)])
        #expect(
            run[GenresOutput.errorMessage] == [
                at(0, "nil"),
                at(
                    200,
                    quoted(
                        "The genres could not be loaded: The service failed (call 1: genres()). Refresh to try again.")),
                at(300, "nil"),
            ])
        #expect(
            run[GenresOutput.isLoading] == [
                at(0, "false"), at(100, "true"), at(200, "false"), at(300, "true"), at(400, "false"),
            ])
    }
}
