import AllStyles
import Domain
import Features
import Foundation
import ReactiveTesting
import Testing

@testable import Scenarios

/// The library's rows as the view shows them.
let beatIt = "Beat It — Michael Jackson"
let beautifulDay = "Beautiful Day — U2"
let beautifulBoy = "Beautiful Boy — U2"

/// A library script: its favorites start as "Beautiful Day", then "Beat It" (the newer, shown
/// first); every service call takes 50 ms.
func libraryScript(_ steps: String) -> String {
    "latency 50ms\nfavorites 1 3\n" + steps
}

@MainActor
@Suite(.tracksResources)
struct LibrarySpec {
    @Test(arguments: Style.allCases)
    func showsTheFavoritesAndFollowsChangesSavedElsewhere(style: Style) async throws {
        let run = try await play(.library, style, libraryScript("")) { catalog in
            catalog.at(100) { _ = try $0.setFavorite(trackID: 2, true, at: Date(timeIntervalSince1970: 100)) }
            catalog.at(200) { _ = try $0.setFavorite(trackID: 3, false, at: Date(timeIntervalSince1970: 200)) }
        }
        #expect(
            run[LibraryOutput.items] == [
                at(0, list(beatIt, beautifulDay)), at(100, list(beautifulBoy, beatIt, beautifulDay)),
                at(200, list(beautifulBoy, beautifulDay)),
            ])
        #expect(run.serviceCalls.isEmpty)
    }

    @Test(arguments: Style.allCases)
    func togglingARowSavesItAndTheListFollows(style: Style) async throws {
        let run = try await play(.library, style, libraryScript("@100ms favorite 0"))
        #expect(run[LibraryOutput.items] == [at(0, list(beatIt, beautifulDay)), at(150, list(beautifulDay))])
        #expect(run[LibraryOutput.errorMessage] == [at(0, "nil")])
        #expect(run.serviceCalls == ["toggleFavorite(3)"])
    }

    @Test(arguments: Style.allCases)
    func aFailedChangeShowsAMessageUntilTheNextOneSucceeds(style: Style) async throws {
        let run = try await play(
            .library, style, "fail 1\n" + libraryScript("@100ms favorite 0\n@200ms favorite 0\n@300ms favorite 5"))
        #expect(
            run[LibraryOutput.errorMessage] == [
                at(0, "nil"),
                at(150, quoted("Could not change Beat It: The service failed (call 1: toggleFavorite(3)).")),
                at(250, "nil"),
            ])
        #expect(run[LibraryOutput.items] == [at(0, list(beatIt, beautifulDay)), at(250, list(beautifulDay))])
        // Row 5 does not exist: nothing is called for it.
        #expect(run.serviceCalls == ["toggleFavorite(3)", "toggleFavorite(3)"])
    }

    @Test(arguments: Style.allCases)
    func selectingARowOpensTheEditor(style: Style) async throws {
        let run = try await play(.library, style, libraryScript("@100ms select 1\n@200ms select 4"))
        #expect(run[LibraryOutput.openEditor] == [at(100, quoted(beautifulDay))])
    }

    /// Release: the user leaves while a toggle is in flight (a script's `leave`): the view
    /// disappears, then its view controller and view model are released with what they owned.
    @Test(arguments: Style.allCases)
    func leavingCancelsAChangeStillInFlight(style: Style) async throws {
        var favoritesAfterward: [Int64] = []
        let run = try await play(.library, style, libraryScript("@100ms favorite 0\n@120ms leave")) { catalog in
            catalog.at(1_000) { favoritesAfterward = try $0.favorites().map(\.track.id) }
        }
        // The change was asked for, and its answer was still 30 ms away when the user left.
        #expect(run.serviceCalls == ["toggleFavorite(3)"])
        #expect(favoritesAfterward == [3, 1])
    }

    /// Rebuild: a new view controller over the same view model loads the view while a toggle is
    /// in flight (asked for at 100 ms, answered at 150): it reaches the database and the rebuilt
    /// view lists the change, unless the toggle is a binding the view controller owns.
    @Test(arguments: Style.allCases)
    func aRebuildKeepsAChangeStillInFlight(style: Style) async throws {
        var favoritesAfterward: [Int64] = []
        let run = try await play(.library, style, libraryScript("@100ms favorite 0\n@120ms rebuild")) { catalog in
            catalog.at(1_000) { favoritesAfterward = try $0.favorites().map(\.track.id) }
        }
        #expect(run.serviceCalls == ["toggleFavorite(3)"])
        let shown = [at(0, list(beatIt, beautifulDay)), at(120, list(beatIt, beautifulDay))]
        if style.bindsItsWorkToTheViewController {
            #expect(run[LibraryOutput.items] == shown)
            #expect(favoritesAfterward == [3, 1])
        } else {
            #expect(run[LibraryOutput.items] == shown + [at(150, list(beautifulDay))])
            #expect(favoritesAfterward == [1])
        }
    }
}
