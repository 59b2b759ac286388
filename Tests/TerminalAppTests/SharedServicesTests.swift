import AllStyles
import ReactiveTesting
import TerminalUI
import Testing

@testable import TerminalApp

/// The app's services are built once and shared by every pane, each pane counting its own calls.
@MainActor
@Suite(.tracksResources)
struct SharedServicesTests {
    @Test func sevenPanesSearchThroughOneCatalogEachCountingItsOwnCall() async throws {
        try await Harness.run { ui in
            #expect(ui.app.panes.count == 7)
            await ui.press(.alt("3"))
            await ui.type("beat", wait: 400)
            #expect(ui.catalog.calls == Array(repeating: "search(beat)", count: 7))
            #expect(ui.app.panes.map(\.serviceCalls) == Array(repeating: 1, count: 7))
        }
    }

    @Test func sevenPanesShowingTheLibraryWatchTheFavoritesOnce() async throws {
        try await Harness.run { ui in
            await ui.press(.alt("5"), wait: 10)
            #expect(ui.library.calls == ["favorites()"])
            #expect(ui.app.panes.count == 7)
            for lines in ui.contents {
                #expect(lines[1].hasPrefix("☆☆☆☆☆ Master of Puppets — Metallica"))
                #expect(lines[2].hasPrefix("☆☆☆☆☆ Black Dog — Led Zeppelin"))
            }
            await ui.press(.alt("1"), wait: 10)
            await ui.press(.alt("5"), wait: 10)
            // The library's tab is kept while another is shown: the Rx styles' view models still
            // watch, so the observation goes on (the async model, which stops following as its
            // view disappears, joins it again), and showing the library again starts none.
            #expect(ui.library.calls == ["favorites()"])
        }
    }
}
