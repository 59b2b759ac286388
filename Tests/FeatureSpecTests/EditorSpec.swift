import AllStyles
import Domain
import Features
import Foundation
import ReactiveTesting
import Testing

@testable import Scenarios

/// An editor script on "Beautiful Day", saved with 3 stars and the note "ok"; every service call
/// takes 50 ms (loading the entry is call 1).
func editorScript(_ steps: String, failing: String = "") -> String {
    "latency 50ms\n" + (failing.isEmpty ? "" : "fail \(failing)\n") + "@0ms open 1\n" + steps
}

/// Saves the entry the editor scripts start from.
func savedEntry(_ catalog: RunCatalog) throws {
    _ = try catalog.database.saveEntry(
        trackID: 1, rating: try Rating(3), note: "ok", at: Date(timeIntervalSince1970: 0))
}

/// How the view shows a draft.
func draft(_ rating: Int, _ note: String) -> String {
    "{rating: \(rating), note: \(quoted(note))}"
}

@MainActor
@Suite(.tracksResources)
struct EditorSpec {
    @Test(arguments: Style.allCases)
    func showsTheTrackThenTheSavedEntry(style: Style) async throws {
        let run = try await play(.editor, style, editorScript(""), setUp: savedEntry)
        #expect(run[EditorOutput.title] == [at(0, quoted("Beautiful Day — U2"))])
        #expect(run[EditorOutput.draft] == [at(50, draft(3, "ok"))])
        #expect(run[EditorOutput.isSaveEnabled] == [at(0, "false")])
        #expect(run[EditorOutput.validationMessage] == [at(0, "nil")])
        #expect(run[EditorOutput.saveResult].isEmpty && run[EditorOutput.close].isEmpty)
        #expect(run.serviceCalls == ["entry(1)"])
    }

    @Test(arguments: Style.allCases)
    func saveIsEnabledOnlyWhenSomethingChangedAndTheInputIsValid(style: Style) async throws {
        let run = try await play(
            .editor, style,
            editorScript(
                """
                @100ms rating 4
                @200ms rating 3
                @300ms rating 9
                @400ms note "great"
                @500ms rating 5
                """), setUp: savedEntry)
        #expect(
            run[EditorOutput.draft] == [
                at(50, draft(3, "ok")), at(100, draft(4, "ok")), at(200, draft(3, "ok")), at(300, draft(9, "ok")),
                at(400, draft(9, "great")), at(500, draft(5, "great")),
            ])
        #expect(
            run[EditorOutput.isSaveEnabled] == [at(0, "false"), at(100, "true"), at(200, "false"), at(500, "true")])
        #expect(
            run[EditorOutput.validationMessage] == [
                at(0, "nil"), at(300, quoted("A rating is 0 to 5 stars, not 9.")), at(500, "nil"),
            ])
    }

    @Test(arguments: Style.allCases)
    func editsBeforeTheEntryHasLoadedAreIgnored(style: Style) async throws {
        let run = try await play(.editor, style, editorScript("@20ms rating 5"), setUp: savedEntry)
        #expect(run[EditorOutput.draft] == [at(50, draft(3, "ok"))])
        #expect(run[EditorOutput.isSaveEnabled] == [at(0, "false")])
    }

    @Test(arguments: Style.allCases)
    func savingReportsSuccessOnceAndCloses(style: Style) async throws {
        let run = try await play(
            .editor, style, editorScript("@100ms rating 4\n@150ms note \"  great  \"\n@200ms save\n@220ms save"),
            setUp: savedEntry)
        #expect(run[EditorOutput.saveResult] == [at(250, quoted("Saved."))])
        #expect(run[EditorOutput.close] == [at(250, "")])
        // The note is saved trimmed; the second request came while the first was in flight.
        #expect(run.serviceCalls == ["entry(1)", "save(1, 4, great)"])
    }

    @Test(arguments: Style.allCases)
    func aFailedSaveReportsTheErrorAndTheEditorStaysOpen(style: Style) async throws {
        let run = try await play(
            .editor, style, editorScript("@100ms rating 4\n@200ms save\n@300ms save", failing: "2"), setUp: savedEntry)
        #expect(
            run[EditorOutput.saveResult] == [
                at(250, quoted("Could not save: The service failed (call 2: save(1, 4, ok)).")),
                at(350, quoted("Saved.")),
            ])
        #expect(run[EditorOutput.close] == [at(350, "")])
        #expect(run.serviceCalls == ["entry(1)", "save(1, 4, ok)", "save(1, 4, ok)"])
    }

    @Test(arguments: Style.allCases)
    func savingAnUnchangedOrInvalidDraftDoesNothingAndCancelCloses(style: Style) async throws {
        let run = try await play(
            .editor, style, editorScript("@100ms save\n@150ms rating 7\n@200ms save\n@300ms cancel"), setUp: savedEntry)
        #expect(run[EditorOutput.saveResult].isEmpty)
        #expect(run[EditorOutput.close] == [at(300, "")])
        #expect(run.serviceCalls == ["entry(1)"])
    }

    /// Release: the user leaves while a save is in flight (a script's `leave`, docs/ARCHITECTURE.md's
    /// "A view's lifecycle"): the view disappears, then its view controller and view model are
    /// released, and what the view model owned goes with them, the save among it.
    @Test(arguments: Style.allCases)
    func leavingCancelsASaveStillInFlight(style: Style) async throws {
        var ratingAfterward: Int?
        let run = try await play(
            .editor, style, editorScript("@100ms rating 4\n@200ms save\n@220ms leave")
        ) { catalog in
            try savedEntry(catalog)
            catalog.at(1_000) { ratingAfterward = try $0.entry(trackID: 1)?.rating.stars }
        }
        #expect(run.serviceCalls == ["entry(1)", "save(1, 4, ok)"])
        #expect(run[EditorOutput.saveResult].isEmpty)
        #expect(ratingAfterward == 3)
    }

    /// Rebuild: a new view controller over the same view model loads the view while a save is in
    /// flight (asked for at 200 ms, answered at 250). The save is the view model's: it reaches the
    /// database, and the rebuilt view is shown "Saved." and closes. Where the save is a binding
    /// the view controller owns (transform: the output's disposable in its bag; init-only: the
    /// view model it made), the rebuild disposes it: it never reaches the database. Subjects and
    /// MVB load the entry again for the new binding (their view models load it as a view binds).
    @Test(arguments: Style.allCases)
    func aRebuildKeepsASaveStillInFlight(style: Style) async throws {
        var ratingAfterward: Int?
        let run = try await play(
            .editor, style, editorScript("@100ms rating 4\n@200ms save\n@220ms rebuild")
        ) { catalog in
            try savedEntry(catalog)
            catalog.at(1_000) { ratingAfterward = try $0.entry(trackID: 1)?.rating.stars }
        }
        if style.bindsItsWorkToTheViewController {
            // The new binding loads the entry again, as saved before the edit.
            #expect(run.serviceCalls == ["entry(1)", "save(1, 4, ok)", "entry(1)"])
            #expect(
                run[EditorOutput.draft] == [at(50, draft(3, "ok")), at(100, draft(4, "ok")), at(270, draft(3, "ok"))])
            #expect(run[EditorOutput.saveResult].isEmpty && run[EditorOutput.close].isEmpty)
            #expect(ratingAfterward == 3)
        } else {
            let loadsAgain = style == .subjects || style == .mvb
            #expect(run.serviceCalls == ["entry(1)", "save(1, 4, ok)"] + (loadsAgain ? ["entry(1)"] : []))
            #expect(run[EditorOutput.saveResult] == [at(250, quoted("Saved."))])
            #expect(run[EditorOutput.close] == [at(250, "")])
            #expect(ratingAfterward == 4)
        }
    }

    /// Disappear: the view goes off screen while a save is in flight and comes back (a tab
    /// switch, at 220 and 300 ms): in every style the save lands, and its outcome is shown once.
    @Test(arguments: Style.allCases)
    func aSaveStillInFlightLandsWhileTheViewIsHidden(style: Style) async throws {
        var ratingAfterward: Int?
        let run = try await play(
            .editor, style, editorScript("@100ms rating 4\n@200ms save\n@220ms disappear\n@300ms appear")
        ) { catalog in
            try savedEntry(catalog)
            catalog.at(1_000) { ratingAfterward = try $0.entry(trackID: 1)?.rating.stars }
        }
        #expect(run.serviceCalls == ["entry(1)", "save(1, 4, ok)"])
        #expect(run[EditorOutput.saveResult] == [at(250, quoted("Saved."))])
        #expect(run[EditorOutput.close] == [at(250, "")])
        #expect(ratingAfterward == 4)
    }
}
