import AllStyles
import Features
import Foundation
import Pitfalls
import ReactiveTesting
import Storage
import TerminalUI
import Testing

@testable import TerminalApp

/// The app as a user drives it: keys in, the screen out, on virtual time.
@MainActor
@Suite(.tracksResources)
struct TerminalAppTests {
    @Test func aSearchTypedInLockstepShowsTheSameResultsInEveryPane() async throws {
        try await Harness.run { ui in
            await ui.press(.alt("3"))
            #expect(ui.app.feature == .search)
            await ui.type("beat", wait: 290)
            for lines in ui.contents {
                #expect(lines[0] == "Search: beat")
                #expect(!lines.contains("Beat It — Michael Jackson"))
            }
            await ui.press(.right, wait: 100)  // the debounce (300 ms) has passed
            for lines in ui.contents {
                #expect(lines[2] == "Beat It — Michael Jackson")
            }
            #expect(ui.app.differingPanes.isEmpty)
            #expect(ui.pane(0).last == "updates 6 · calls 1")
            let distinct = Set(ui.contents)
            #expect(distinct.count == 1)
        }
    }

    @Test func tabFocusesOnePaneThatTakesTheKeysAloneAndIsMarked() async throws {
        try await Harness.run { ui in
            await ui.press(.alt("2"), .tab, .tab)
            #expect(ui.app.focus == 1)
            await ui.type("Ada")
            await ui.press(.enter)
            #expect(ui.contents[1][0] == "Name: Ada")
            #expect(ui.contents[1][4] == "Hello, Ada!")
            #expect(ui.contents[0][0] == "Name:")
            #expect(ui.app.differingPanes == [1])
            // The user made it differ: the mark says so.
            #expect(ui.app.changedByHand == [1])
            #expect(ui.pane(1)[0].hasPrefix("Subjects ≠ by hand"))
            #expect(
                ui.screen.line(ui.screen.height - 1).hasPrefix(" Focused: Subjects (Tab: next)  ≠ by hand: Subjects "))
            // Tab through the other panes (focus is on the second of them) back to lockstep.
            for _ in 1..<Style.allCases.count { await ui.press(.tab) }
            #expect(ui.app.focus == nil)
            #expect(
                ui.screen.line(ui.screen.height - 1).hasPrefix(
                    " Lockstep: keys go to all \(Style.allCases.count) panes"))
        }
    }

    @Test func paletteTapsAndQuitsWithQ() async throws {
        try await Harness.run { ui in
            await ui.press(.enter, .character(" "))
            for lines in ui.contents {
                #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "purple" })
                #expect(lines.contains("[ Change to red ]"))
            }
            await ui.press(.character("q"))
            #expect(ui.app.wantsQuit)
        }
    }

    @Test func qIsTextInAFieldAndCtrlQQuitsAnywhere() async throws {
        try await Harness.run { ui in
            await ui.press(.alt("2"))
            await ui.type("q?")
            #expect(!ui.app.wantsQuit)
            #expect(!ui.app.showsHelp)
            #expect(ui.contents[0][0] == "Name: q?")
            await ui.press(.control("q"))
            #expect(ui.app.wantsQuit)
        }
    }

    @Test func f3RebuildsTheViewsAndThePanesPartWaysAsThePitfallMatrixSays() async throws {
        var keptPurple: [Bool] = []
        try await Harness.run { ui in
            await ui.press(.enter, .enter)
            await ui.press(.function(3))
            keptPurple = ui.contents.map { lines in
                lines.contains { $0.trimmingCharacters(in: .whitespaces) == "purple" }
            }
            // The panes marked are those that differ from the most (on a tie, from the first pane).
            let keepers = Set(keptPurple.indices.filter { keptPurple[$0] })
            let resetters = Set(keptPurple.indices).subtracting(keepers)
            let majority =
                keepers.count == resetters.count
                ? (keepers.contains(0) ? keepers : resetters)
                : keepers.count > resetters.count ? keepers : resetters
            #expect(ui.app.differingPanes == Set(keptPurple.indices).subtracting(majority))
        }
        // The matrix's catalog: a fix's effect on the other rows plays probes that need its tracks.
        let template = try AppDatabase.inMemory(catalog: try CatalogFile.chinook())
        for (index, style) in Style.allCases.enumerated() {
            let cell = try await PitfallMatrix.cell(.viewRebuilt, style, template: template)
            let palette = try #require(cell.outcomes.first { $0.subject == "palette" }).verdict
            #expect(keptPurple[index] == !palette.isPitfall, "\(style): \(palette)")
        }
    }

    /// F3 on the search, a search done and its track opened: each new view's field is empty, and a
    /// field sends its text when it is bound (`SearchView.query`), so every style is sent "", which
    /// clears the results once it has settled (300 ms), as any empty query does. Until then the
    /// reactor and async panes still list the results their model kept; the other styles' search
    /// lived in the old view's subscription (the matrix's row 17), so they list none at once. Then
    /// only the reactor's pane differs: it shows the opened track again (row 12).
    @Test func f3OnTheSearchEmptiesEveryFieldAndSoEveryList() async throws {
        let reactor = try #require(Style.allCases.firstIndex(of: .reactor))
        let async = try #require(Style.allCases.firstIndex(of: .async))
        let empty = ["Search:", "no results"]
        let opened = "opened Beat It — Michael Jackson"
        try await Harness.run { ui in
            await ui.press(.alt("3"))
            await ui.type("beat", wait: 400)
            await ui.press(.enter, wait: 100)
            await ui.press(.function(3), wait: 100)
            let kept = ["Search:", "Beat It — Michael Jackson"]
            #expect(
                ui.contents.map { $0.filter { !$0.isEmpty } }
                    == Style.allCases.indices.map { $0 == reactor ? kept + [opened] : $0 == async ? kept : empty })
            await ui.settle(300)
            #expect(
                ui.contents.map { $0.filter { !$0.isEmpty } }
                    == Style.allCases.indices.map { $0 == reactor ? empty + [opened] : empty })
            #expect(ui.app.differingPanes == [reactor])
        }
    }

    @Test func docsListTheKeysThatTheAppHas() throws {
        let page = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "../../docs/TUI.md"), encoding: .utf8)
        #expect(page.contains("<!-- keys -->\n" + Command.keysTable + "<!-- end keys -->"))
    }

    @Test func helpListsTheKeysAndAnyKeyClosesIt() async throws {
        try await Harness.run { ui in
            await ui.press(.function(1))
            #expect(ui.app.showsHelp)
            #expect(ui.screen.text.contains("Tab / Shift-Tab"))
            await ui.press(.character("x"))
            #expect(!ui.app.showsHelp)
        }
    }

    @Test func f2FlipsToTheMarbleTimelineThenTheCode() async throws {
        try await Harness.run { ui in
            await ui.press(.enter, wait: 200)
            await ui.press(.enter, wait: 100)
            await ui.press(.function(2))
            #expect(ui.pane(0)[0].hasSuffix("marbles"))
            let marbles = ui.contents[0]
            // The keys on a line of their own, each frame in the same columns on every line.
            #expect(marbles[0] == "key             ↵----↵")
            #expect(marbles[1] == "backgroundColor (ab)-c")
            #expect(marbles[2] == "buttonTitle     (ab)-c")
            #expect(marbles[4] == "a frame per 100 ms; ~ a quiet stretch")
            #expect(marbles[5] == "  backgroundColor.a = red")
            #expect(marbles.contains("  backgroundColor.c = purple"))
            await ui.press(.function(2))
            #expect(ui.pane(0)[0].hasSuffix("code"))
            #expect(ui.contents[0][0].hasPrefix("// ── Modules/StyleTransform/Palette/"))
            #expect(ui.contents[3][0].hasPrefix("// ── Modules/StyleInitOnly/Palette/"))
            await ui.press(.end)
            #expect(ui.contents[3].contains { $0.hasPrefix("            viewModel.background") }, "\(ui.contents[3])")
            #expect(ui.contents[4].contains { $0.hasPrefix("    static func bindState(of model: P") })
            await ui.press(.right, .right)
            #expect(ui.contents[3].contains { $0.hasPrefix("Model.backgroundColor.drive(view.") }, "\(ui.contents[3])")
            await ui.press(.function(2))
            #expect(ui.pane(0)[0].hasSuffix("screen"))
        }
    }

    @Test func theLibraryOpensTheEditorOverItAndEscapeComesBack() async throws {
        try await Harness.run { ui in
            await ui.press(.alt("5"))
            for lines in ui.contents {
                #expect(lines[1].hasPrefix("☆☆☆☆☆ Master of Puppets — Metallica"))
                #expect(lines[2].hasPrefix("☆☆☆☆☆ Black Dog — Led Zeppelin"))
            }
            await ui.press(.enter, wait: 10)
            for lines in ui.contents {
                #expect(lines[0] == "Master of Puppets — Metallica")
            }
            await ui.press(.up, wait: 10)
            await ui.press(.enter, wait: 10)  // saves, closes, and comes back
            #expect(ui.contents.allSatisfy { $0[1].hasPrefix("★☆☆☆☆ Master of Puppets — Metallica") })
            await ui.press(.enter, wait: 10)
            await ui.press(.escape, wait: 10)  // cancels, closes, and comes back
            #expect(ui.contents.allSatisfy { $0[2].hasPrefix("☆☆☆☆☆ Black Dog — Led Zeppelin") })
            #expect(ui.app.differingPanes.isEmpty)
        }
    }

    @Test func navigationAskedForBeforeAFeatureSwitchIsDropped() async throws {
        try await Harness.run { ui in
            // The library asks to open the editor; before the navigation runs, the user switches
            // to the editor tab. The library's navigation must not land on the editor tab.
            await ui.press(.alt("5"))
            ui.stage { ui.app.handle([.enter]) }
            await ui.settle(10)
            await ui.press(.alt("6"), wait: 10)  // the navigation held back runs now, too late
            await ui.press(.escape, wait: 10)
            #expect(ui.contents.allSatisfy { $0.contains("The editor closed.") })
        }
    }

    @Test func everyPaneSavingTheSameEntryLosesNoWrite() async throws {
        try await Harness.run { ui in
            await ui.press(.alt("6"), wait: 10)
            await ui.press(.up, wait: 10)
            await ui.press(.enter, wait: 10)
            let saved = try ui.database.entry(trackID: 9)
            #expect(saved?.rating.stars == 1)
            #expect(ui.contents.allSatisfy { $0.contains("The editor closed.") })
        }
    }

    /// Three Ups in one burst (keys read together from the terminal) rate 3 in every pane: the
    /// rating steps from the value asked for, not from what an async model has shown so far.
    @Test func aBurstOfRatingKeysRatesTheSameInEveryPane() async throws {
        try await Harness.run { ui in
            await ui.press(.alt("6"), wait: 10)
            await ui.press(.up, .up, .up, wait: 10)
            #expect(ui.app.differingPanes.isEmpty)
            #expect(ui.contents.allSatisfy { $0.contains { $0.hasPrefix("Rating: ★★★☆☆ (3)") } })
            await ui.press(.enter, wait: 10)
            let saved = try ui.database.entry(trackID: 9)
            #expect(saved?.rating.stars == 3)
        }
    }

    @Test func aTerminalTooSmallSaysSoAndWaitsForAResize() async throws {
        try await Harness.run(columns: 30, rows: 10) { ui in
            #expect(
                ui.screen.text.hasPrefix(
                    "Bindery needs a terminal of at\nleast 33×14; this one is\n30×10. Make it larger (Ctrl-Q\nquits)."))
            await ui.press(.alt("3"))
            #expect(ui.app.feature == .palette)
            await ui.press(.resize(columns: 80, rows: 20))
            #expect(ui.pane(0)[0].hasPrefix("Transform"))
            #expect(ui.pane(1)[0].hasPrefix("Subjects"))
            await ui.press(.pageDown, .pageDown)
            #expect(ui.pane(4)[0].hasPrefix("Model-View-Binding"))
            // Shift-Tab from lockstep focuses the last pane.
            await ui.press(.backTab)
            #expect(ui.app.focus == Style.allCases.count - 1)
            while ui.app.focus.map({ $0 > 2 }) ?? false { await ui.press(.backTab) }
            #expect(ui.app.page == 1)
        }
    }
}

/// F4 and `--styles`: reading one pane at the whole width, and choosing the panes.
@MainActor
@Suite(.tracksResources)
struct ZoomAndStylesTests {
    @Test func f4ZoomsThePagesFirstPaneFromLockstepKeepingLockstepAndF4ComesBack() async throws {
        try await Harness.run(columns: 240) { ui in
            await ui.press(.function(2), .function(2))  // the code view, where lines are long
            #expect(ui.contents[0][0].hasSuffix("…"))
            await ui.press(.function(4))
            #expect(ui.app.zoomedPane == 0)
            #expect(ui.app.focus == nil)
            let text = ui.screen.text
            #expect(text.contains("// ── Modules/StyleTransform/Palette/PaletteViewModel.swift"))
            #expect(text.contains("Zoomed: Transform, keys go to all \(Style.allCases.count) panes (F4: back)"))
            #expect(!text.contains("│ Subjects"))
            await ui.press(.function(4))
            #expect(!ui.app.isZoomed)
            #expect(ui.app.focus == nil)
            #expect(ui.screen.text.contains(" Subjects "))
        }
    }

    @Test func zoomThenFlipInLockstepFlipsEveryPaneToOneMode() async throws {
        try await Harness.run(columns: 80) { ui in
            await ui.press(.function(4), .function(4), .function(2))
            #expect(ui.app.focus == nil)
            #expect(ui.app.panes.map(\.mode) == Array(repeating: .marbles, count: Style.allCases.count))
            #expect(ui.screen.line(ui.screen.height - 1).hasPrefix(" Lockstep: keys go to all"))
            // Modes made to differ by hand come together again at the next F2 in lockstep: the
            // mode after the first pane on screen's.
            await ui.press(.tab, .function(2))
            for _ in 1..<Style.allCases.count { await ui.press(.tab) }
            #expect(ui.app.focus == Style.allCases.count - 1)
            await ui.press(.tab)
            #expect(ui.app.focus == nil)
            for _ in 0..<Style.allCases.count { await ui.press(.pageUp) }
            #expect(ui.app.panes.map(\.mode) == [.code] + Array(repeating: .marbles, count: Style.allCases.count - 1))
            await ui.press(.function(2))
            #expect(ui.app.panes.map(\.mode) == Array(repeating: .screen, count: Style.allCases.count))
            // A zoom in lockstep follows the page.
            await ui.press(.pageDown, .function(4))
            #expect(ui.app.zoomedPane == 2)
            await ui.press(.pageDown)
            #expect(ui.app.zoomedPane == 4)
            #expect(ui.screen.text.contains("Zoomed: Model-View-Binding, keys go to all"))
        }
    }

    @Test func theZoomFollowsTheFocusAndEndsInLockstep() async throws {
        try await Harness.run(columns: 240) { ui in
            await ui.press(.tab, .tab, .function(4))
            #expect(ui.app.isZoomed)
            #expect(ui.screen.text.contains("Zoomed: Subjects"))
            await ui.press(.tab)
            #expect(ui.screen.text.contains("Zoomed: Protocols"))
            for _ in 3..<ui.app.panes.count { await ui.press(.tab) }
            await ui.press(.tab)
            #expect(ui.app.focus == nil)
            #expect(!ui.app.isZoomed)
        }
    }

    @Test func anAppOverChosenStylesHasTheirPanesInOrder() async throws {
        try await Harness.run(styles: [.mvb, .transform]) { ui in
            #expect(ui.app.panes.map(\.style.id) == ["mvb", "transform"])
            #expect(ui.screen.text.contains("Lockstep: keys go to both panes"))
        }
    }
}

/// What a newcomer meets first: where the panes differ, the digits in the tab bar, favorites
/// from the search, the help on 80 columns, what the editor tab edits, the marble view.
@MainActor
@Suite(.tracksResources)
struct NewcomerTests {
    @Test func theStatusLineNamesThePanesThatDifferOnEveryPage() async throws {
        try await Harness.run(columns: 80, rows: 24) { ui in
            let last = Style.allCases.count - 1
            let lastPage = (Style.allCases.count + 1) / 2
            await ui.press(.alt("2"))
            await ui.press(.backTab)  // from lockstep, the last pane
            #expect(ui.app.focus == last)
            await ui.type("Ada")
            await ui.press(.tab)
            #expect(ui.app.focus == nil)
            #expect(ui.app.page == lastPage - 1)
            await ui.press(.pageUp, .pageUp, .pageUp, .pageUp)
            #expect(ui.app.page == 0)
            let name = Style.allCases[last].name
            #expect(ui.app.differingPanes == [last])
            // Said short where keys go, so that the page still shows.
            #expect(
                ui.screen.line(23)
                    == " Lockstep  ≠ by hand: \(name) (page \(lastPage)) page 1/\(lastPage) (PgDn) · F1 h…")
            await ui.press(.resize(columns: 200, rows: 24))
            #expect(
                ui.screen.line(23).hasPrefix(
                    " Lockstep: keys go to all \(Style.allCases.count) panes  ≠ by hand: \(name) (page "))
            await ui.press(.resize(columns: 80, rows: 24))
            // A style's own difference, off screen too: the reactor's replayed navigation.
            await ui.press(.alt("3"))
            await ui.type("beat", wait: 400)
            await ui.press(.enter, wait: 10)
            await ui.press(.function(3), wait: 10)
            #expect(ui.app.changedByHand.isEmpty)
            let differing = ui.app.differingPanes.sorted()
            #expect(!differing.isEmpty)
            let names = differing.map { "\(Style.allCases[$0].name) (page \($0 / 2 + 1))" }.joined(separator: ", ")
            #expect(ui.screen.line(23).contains("≠ differs: " + names.prefix(20)))
        }
    }

    @Test func everyFeatureHasADigitAndAltWithItShowsItAnywhere() {
        #expect(
            Feature.allCases.count <= 9, "a feature past the ninth has no digit: the tab bar and the keys stop at 9")
        for (index, feature) in Feature.allCases.enumerated() {
            let digit = Character(String(index + 1))
            #expect(Command.of(.alt(digit), panesTakeText: true) == .feature(feature), "Alt-\(digit)")
            #expect(Command.of(.character(digit), panesTakeText: false) == .feature(feature), "\(digit)")
        }
    }

    @Test func digitsShowAFeatureWhereNoFieldTakesThem() async throws {
        try await Harness.run(columns: 80, rows: 24) { ui in
            await ui.press(.character("3"))
            #expect(ui.app.feature == .search)
            #expect(ui.screen.line(0).hasSuffix("Alt-1…\(Feature.allCases.count)"))
            await ui.type("5")
            #expect(ui.app.feature == .search)
            #expect(ui.contents[0][0] == "Search: 5")
            await ui.press(.alt("5"))
            #expect(ui.app.feature == .library)
            #expect(!ui.screen.line(0).contains("Alt"))
            await ui.press(.character("1"))
            #expect(ui.app.feature == .palette)
            // The digit past the last feature's (0 once there are nine) shows nothing new.
            let count = Feature.allCases.count
            await ui.press(.character(count < 9 ? Character(String(count + 1)) : "0"))
            #expect(ui.app.feature == .palette)
        }
    }

    @Test func ctrlFTogglesTheFavoriteOfTheSelectedSearchResultOnce() async throws {
        try await Harness.run { ui in
            await ui.press(.control("f"))
            #expect(ui.screen.line(ui.screen.height - 1).contains("no track selected: search for one, then Ctrl-F"))
            await ui.press(.alt("3"))
            await ui.type("beat", wait: 400)
            await ui.press(.control("f"), wait: 10)
            let favorite = try ui.database.entry(trackID: 3)
            #expect(favorite?.isFavorite == true)
            #expect(ui.screen.line(ui.screen.height - 1).contains("♥ now a favorite: Beat It — Michael Jackson"))
            await ui.press(.alt("5"), wait: 10)
            #expect(ui.contents.allSatisfy { $0[1].hasPrefix("☆☆☆☆☆ Beat It — Michael Jackson") })
            // Back in the search, the results are as the user left them.
            await ui.press(.alt("3"))
            await ui.press(.control("f"), wait: 10)
            let unmarked = try ui.database.entry(trackID: 3)
            #expect(unmarked?.isFavorite == false)
            #expect(ui.screen.line(ui.screen.height - 1).contains("no longer a favorite: Beat It — Michael Jackson"))
            await ui.press(.character("x"))
            #expect(!ui.screen.line(ui.screen.height - 1).contains("favorite"))
        }
    }

    @Test func theEmptyLibrarysHintWrapsInThePane() async throws {
        try await Harness.run(columns: 80, rows: 24) { ui in
            try ui.database.setFavorite(trackID: 4, false)
            try ui.database.setFavorite(trackID: 9, false)
            await ui.press(.alt("5"), wait: 10)
            #expect(
                Array(ui.contents[0][1...3]) == [
                    "No favorites yet. Ctrl-F on a search", "result (3) adds one, as does `bindery",
                    "library favorite ID`.",
                ])
        }
    }

    @Test func theHelpFitsOn80By24Unwrapped() async throws {
        try await Harness.run(columns: 80, rows: 24) { ui in
            await ui.press(.function(1))
            let lines = ui.screen.text.split(separator: "\n").map(String.init)
            for (keys, meaning) in Command.keys {
                let line = keys.padding(toLength: 20, withPad: " ", startingAt: 0) + meaning
                #expect(lines.contains { $0.contains(line) }, "\(line)")
            }

        }
    }

    @Test func theHelpWrapsOnANarrowTerminal() async throws {
        try await Harness.run(columns: 60, rows: 40) { ui in
            await ui.press(.function(1))
            let text = ui.screen.text
            #expect(text.contains("1…6 or Alt-1…6      palette, greeting, search, genres,"))
            #expect(text.contains("                    library, editor"))
        }
    }

    @Test func theEditorTabSaysWhatItEdits() async throws {
        try await Harness.run { ui in
            await ui.press(.alt("6"), wait: 10)
            #expect(ui.contents[0][0] == "Master of Puppets — Metallica")
            #expect(
                ui.contents[0][9...11] == [
                    "This tab edits your latest favorite;", "Enter in the library edits any.", "",
                ])
            try ui.database.setFavorite(trackID: 4, false)
            try ui.database.setFavorite(trackID: 9, false)
            // A tab is kept: back in it, the editor is on the track it opened on.
            await ui.press(.alt("1"), .alt("6"), wait: 10)
            #expect(ui.contents[0][0] == "Master of Puppets — Metallica")
            // Closed and opened again, it looks the track up again.
            await ui.press(.escape, wait: 10)
            #expect(ui.contents.allSatisfy { $0.contains("The editor closed.") })
            await ui.press(.enter, wait: 10)
            #expect(ui.contents[0][0] == "Beautiful Day — U2")
            #expect(
                ui.contents[0][9...11] == [
                    "No favorites yet, so this tab edits", "track 1; Ctrl-F in the search adds", "one.",
                ])
            // From the library, the user chose the track: nothing to say.
            await ui.press(.alt("5"), wait: 10)
            await ui.press(.alt("3"))
            await ui.type("beat", wait: 400)
            await ui.press(.control("f"), .alt("5"), wait: 10)
            await ui.press(.enter, wait: 10)
            #expect(ui.contents[0][0] == "Beat It — Michael Jackson")
            #expect(ui.contents[0].count(where: { !$0.isEmpty }) == 4)
        }
    }

    /// A feature switch is a disappear and an appear over the same view controllers and view
    /// models, as a tab bar controller switches tabs: what the user left is there when they come
    /// back, and nothing is searched again.
    @Test func switchingAwayAndBackKeepsWhatEachPaneShows() async throws {
        try await Harness.run { ui in
            await ui.press(.alt("3"))
            await ui.type("beat", wait: 400)
            await ui.press(.down)
            let searched = ui.contents
            #expect(searched.allSatisfy { $0[0] == "Search: beat" && $0.contains("Beat It — Michael Jackson") })
            let searches = ui.catalog.calls
            await ui.press(.alt("2"), .tab)
            await ui.type("Ada")
            await ui.press(.enter, .tab)
            await ui.press(.alt("3"), wait: 10)
            #expect(ui.contents == searched)
            #expect(ui.catalog.calls == searches)
            #expect(ui.app.differingPanes.isEmpty)
            // The greeting kept the one pane the user typed into, and its mark.
            await ui.press(.alt("2"))
            #expect(ui.contents[0][4] == "Hello, Ada!")
            #expect(ui.contents[1][0] == "Name:")
            #expect(ui.app.changedByHand == [0])
            #expect(ui.app.differingPanes == [0])
        }
    }

    /// The library disappears under the editor it opens and appears again when it closes; switching
    /// away from the editor and back finds it open on the same track.
    @Test func theEditorOverTheLibraryIsKeptAcrossASwitch() async throws {
        try await Harness.run { ui in
            await ui.press(.alt("5"))
            await ui.press(.enter, wait: 10)
            await ui.press(.up, wait: 10)
            await ui.press(.alt("1"), .alt("5"), wait: 10)
            #expect(ui.contents.allSatisfy { $0[0] == "Master of Puppets — Metallica" })
            #expect(ui.contents.allSatisfy { $0.contains { $0.hasPrefix("Rating: ★☆☆☆☆ (1)") } })
            await ui.press(.enter, wait: 10)
            #expect(ui.contents.allSatisfy { $0[1].hasPrefix("★☆☆☆☆ Master of Puppets — Metallica") })
        }
    }

    @Test func keysReachTheScreenUnderTheMarbleView() async throws {
        try await Harness.run { ui in
            await ui.press(.alt("2"), .function(2))
            await ui.type("Ada")
            #expect(!ui.app.wantsQuit)
            await ui.type("q")
            #expect(!ui.app.wantsQuit)
            #expect(ui.contents[0][0] == "key (Adaq)")
            await ui.press(.function(2), .function(2))
            #expect(ui.contents[0][0] == "Name: Adaq")
        }
    }
}
