import Domain
import Features
import ReactiveCore
import Scenarios
import Storage
import Transcripts

/// The situations probed on the editor: a draft the user edits, loaded from the library first.
@MainActor
enum EditorProbes {
    /// Situation 5: the user rates the track 3; the view disappears, and a new view controller
    /// over the same view model (where each view controller makes its own, a new one) shows a new
    /// view: a rebuild. Does the new view show the draft, which is state?
    static func viewRebuilt(
        template: AppDatabase, _ make: @MainActor (Track, FeatureEnvironment) -> Presentation<any EditorView>
    ) async throws -> Verdict {
        let fixture = try RunFixture.probe(template: template)
        let track = try fixture.database.track(id: 1)
        let first = RecordingTap(ScriptedEditorView(), recorder: fixture.makeRecorder())
        let second = RecordingTap(ScriptedEditorView(), recorder: fixture.recorder)
        var screen: OnScreen<any EditorView>?
        var madeAnew = false
        await fixture.play {
            let shown = OnScreen(make(track, fixture.environment), on: first)
            screen = shown
            let firstModel = shown.viewModel
            fixture.clock.at(100) { first.user.rate(3) }
            fixture.clock.at(200) { shown.disappear() }
            fixture.clock.at(300) {
                shown.rebuild(on: second)
                madeAnew = shown.viewModel !== firstModel
            }
        }
        screen?.leave()
        let before = first.recorder.values(of: EditorOutput.draft).last ?? "nothing"
        let after = fixture.recorder.values(of: EditorOutput.draft).last ?? "nothing"
        return after == before
            ? Verdict("keeps the state", evidence: "the new view shows the draft \(after), as the old one did")
            : Verdict(
                "resets the state", pitfall: true,
                evidence: "the old view showed the draft \(before), the new one \(after)"
                    + (madeAnew ? " (the new view controller made a new view model)" : ""),
                inherentCause: madeAnew ? Verdict.newViewModelPerBinding : nil)
    }
}
