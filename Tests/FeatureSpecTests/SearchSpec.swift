import AllStyles
import Features
import ReactiveTesting
import Testing

/// The search results as the view shows them.
let bea = list("Beautiful Day — U2", "Beautiful Boy — U2", "Beat It — Michael Jackson")
let beau = list("Beautiful Day — U2", "Beautiful Boy — U2")

@MainActor
@Suite(.tracksResources)
struct SearchSpec {
    @Test(arguments: Style.allCases)
    func typingIsDebouncedThenAnswered(style: Style) async throws {
        let run = try await play(
            .search, style,
            """
            latency 100ms
            @100ms query "b"
            @200ms query "be"
            @300ms query "bea"
            """)
        #expect(run[SearchOutput.results] == [at(0, "[]"), at(700, bea)])
        #expect(run[SearchOutput.isLoading] == [at(0, "false"), at(600, "true"), at(700, "false")])
        #expect(run[SearchOutput.errorMessage] == [at(0, "nil")])
        #expect(run.serviceCalls == ["search(bea)"])
    }

    @Test(arguments: Style.allCases)
    func aSlowEarlierAnswerIsDropped(style: Style) async throws {
        let run = try await play(.search, style, #"latency 500ms 50ms\#n@100ms query "bea"\#n@500ms query "beau""#)
        #expect(run[SearchOutput.results] == [at(0, "[]"), at(850, beau)])
        #expect(run[SearchOutput.isLoading] == [at(0, "false"), at(400, "true"), at(850, "false")])
        #expect(run.serviceCalls == ["search(bea)", "search(beau)"])
    }

    @Test(arguments: Style.allCases)
    func anEmptyQueryClearsTheResultsWithoutCallingTheService(style: Style) async throws {
        let run = try await play(.search, style, #"latency 100ms\#n@100ms query "bea"\#n@600ms query "   ""#)
        #expect(run[SearchOutput.results] == [at(0, "[]"), at(500, bea), at(900, "[]")])
        #expect(run[SearchOutput.isLoading] == [at(0, "false"), at(400, "true"), at(500, "false")])
        #expect(run.serviceCalls == ["search(bea)"])
    }

    @Test(arguments: Style.allCases)
    func aFailureShowsAMessageAndSearchingGoesOn(style: Style) async throws {
        let run = try await play(
            .search, style, #"latency 100ms\#nfail 1\#n@100ms query "bea"\#n@600ms query "beau""#)
        #expect(run[SearchOutput.results] == [at(0, "[]"), at(1_000, beau)])
        #expect(
            run[SearchOutput.isLoading] == [
                at(0, "false"), at(400, "true"), at(500, "false"), at(900, "true"), at(1_000, "false"),
            ])
        #expect(
            run[SearchOutput.errorMessage] == [
                at(0, "nil"),
                at(
                    500,
                    quoted("The search failed: The service failed (call 1: search(bea)). Keep typing to try again.")),
                at(900, "nil"),
            ])
        #expect(run.serviceCalls == ["search(bea)", "search(beau)"])
    }

    @Test(arguments: Style.allCases)
    func anUnchangedQueryIsNotSearchedAgain(style: Style) async throws {
        let run = try await play(
            .search, style,
            """
            latency 100ms
            @100ms query "bea"
            @200ms query "beat"
            @300ms query "bea"
            @800ms query " bea "
            """)
        #expect(run[SearchOutput.results] == [at(0, "[]"), at(700, bea)])
        #expect(run.serviceCalls == ["search(bea)"])
    }

    @Test(arguments: Style.allCases)
    func selectingARowOpensThatTrack(style: Style) async throws {
        let run = try await play(
            .search, style,
            """
            latency 100ms
            @100ms query "bea"
            @300ms select 0
            @600ms select 1
            @700ms select 9
            """)
        // The selection at 300 comes before any results, and row 9 does not exist.
        #expect(run[SearchOutput.showTrack] == [at(600, quoted("Beautiful Boy — U2"))])
    }

    /// Rebuild: a new view controller over the same view model loads the view, whose field still
    /// holds "bea", while its search is in flight (searched at 400 ms, answered at 450). The
    /// reactor and async keep the search, and the rebuilt view is shown its results; in the other
    /// styles the search lives in the subscription the old view controller held, so the rebuild
    /// drops it, and the text the field sends again is searched once it settles.
    @Test(arguments: Style.allCases)
    func aRebuildWithASearchInFlight(style: Style) async throws {
        let run = try await play(.search, style, "latency 50ms\n@100ms query \"bea\"\n@420ms rebuild")
        if style == .reactor || style == .async {
            #expect(run[SearchOutput.results] == [at(0, "[]"), at(420, "[]"), at(450, bea)])
            #expect(
                run[SearchOutput.isLoading] == [at(0, "false"), at(400, "true"), at(420, "true"), at(450, "false")])
            #expect(run.serviceCalls == ["search(bea)"])
        } else {
            #expect(run[SearchOutput.results] == [at(0, "[]"), at(420, "[]"), at(770, bea)])
            #expect(
                run[SearchOutput.isLoading] == [
                    at(0, "false"), at(400, "true"), at(420, "false"), at(720, "true"), at(770, "false"),
                ])
            #expect(run.serviceCalls == ["search(bea)", "search(bea)"])
        }
    }
}
