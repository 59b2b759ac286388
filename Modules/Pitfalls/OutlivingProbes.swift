import Domain
import Features
import ReactiveCore
import Scenarios
import Storage
import Transcripts

/// Situation 13: the view model outlives its view, kept by a coordinator: the view leaves while
/// a save is in flight. Does the save complete, and what does the next view bound to the same
/// view model show?
@MainActor
enum OutlivingProbes {
    /// The library: the user unfavorites the first row at 100 ms (answered at 150), the view
    /// leaves at 120 (it disappears and its view controller is released), a new view controller over
    /// the same view model shows a new view at 300.
    static func library(
        template: AppDatabase, _ make: @MainActor (FeatureEnvironment) -> Presentation<any LibraryView>
    ) async throws -> Verdict {
        let fixture = try RunFixture.probe(template: template, favorites: LibraryProbes.favorites)
        let first = RecordingTap(ScriptedLibraryView(), recorder: fixture.makeRecorder())
        let next = RecordingTap(ScriptedLibraryView(), recorder: fixture.recorder)
        var coordinator: OnScreen<any LibraryView>?
        await fixture.play {
            let screen = make(fixture.environment)
            let shown = OnScreen(screen, on: first)
            coordinator = shown
            fixture.clock.at(100) { first.user.toggleFavorite(0) }
            fixture.clock.at(120) { shown.dismiss() }
            fixture.clock.at(300) { shown.show(on: next) }
        }
        coordinator?.leave()
        let toggled = try fixture.database.favorites().map(\.track.id)
        let saved = toggled.count != LibraryProbes.favorites.count
        let shown = fixture.recorder.values(of: LibraryOutput.items).last ?? "nothing"
        return verdict(saved: saved, what: "the toggle", shown: "the next view lists \(shown)")
    }

    /// The editor: the user rates the track 3 and saves at 150 ms (answered at 200); the view
    /// leaves at 170; a new view controller shows a new view at 300.
    static func editor(
        template: AppDatabase, _ make: @MainActor (Track, FeatureEnvironment) -> Presentation<any EditorView>
    ) async throws -> Verdict {
        let fixture = try RunFixture.probe(template: template)
        let track = try fixture.database.track(id: 1)
        let first = RecordingTap(ScriptedEditorView(), recorder: fixture.makeRecorder())
        let next = RecordingTap(ScriptedEditorView(), recorder: fixture.recorder)
        var coordinator: OnScreen<any EditorView>?
        await fixture.play {
            let screen = make(track, fixture.environment)
            let shown = OnScreen(screen, on: first)
            coordinator = shown
            fixture.clock.at(100) { first.user.rate(3) }
            fixture.clock.at(150) { first.user.save() }
            fixture.clock.at(170) { shown.dismiss() }
            fixture.clock.at(300) { shown.show(on: next) }
        }
        coordinator?.leave()
        let saved = try fixture.database.entry(trackID: 1)?.rating.stars == 3
        let shown = fixture.recorder.values(of: EditorOutput.draft).last ?? "nothing"
        return verdict(saved: saved, what: "the save", shown: "the next view shows the draft \(shown)")
    }

    private static func verdict(saved: Bool, what: String, shown: String) -> Verdict {
        saved
            ? Verdict("the work completes after the view left", evidence: "\(what) reached the database; \(shown)")
            : Verdict(
                "leaving cancelled the work",
                evidence: "\(what) never reached the database: disposing cancelled the call while the probe's "
                    + "service was still waiting out its 50 ms latency (it writes when it answers; a backend that "
                    + "had already received the request would apply it and only the answer would be lost); \(shown)")
    }
}
