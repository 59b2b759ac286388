import Domain
import Features
import ReactiveCore
import Scenarios
import Storage
import Transcripts

/// The situations probed on the editor: a draft the user edits, loaded from the library first.
@MainActor
enum EditorProbes {
    /// Situation 5: the user rates the track 3; the view is unbound and a new view bound to the
    /// same screen (where binding makes a view model, to the outputs of the first view's view
    /// model if the style can). Does the new view show the draft, which is state?
    static func viewRebuilt(
        template: AppDatabase, _ make: @MainActor (Track, FeatureEnvironment) -> Screen<EditorView>
    ) async throws -> Verdict {
        let fixture = try RunFixture.probe(template: template)
        let track = try fixture.database.track(id: 1)
        let first = RecordingTap(ScriptedEditorView(), recorder: fixture.makeRecorder())
        let second = RecordingTap(ScriptedEditorView(), recorder: fixture.recorder)
        var bindings: [Disposable] = []
        var madeAnew = false
        var resubscribed = false
        await fixture.play {
            let screen = make(track, fixture.environment)
            bindings.append(screen.bind(to: first))
            let firstModel = screen.viewModel
            fixture.clock.at(100) { first.ratings.accept(3) }
            fixture.clock.at(200) { bindings.forEach { $0.dispose() } }
            fixture.clock.at(300) {
                if let shared = screen.bindOutputsOfLatestViewModel(to: second) {
                    resubscribed = true
                    bindings = [shared]
                } else {
                    bindings = [screen.bind(to: second)]
                }
                madeAnew = screen.viewModel !== firstModel
            }
        }
        bindings.forEach { $0.dispose() }
        let before = first.recorder.values(of: EditorOutput.draft).last ?? "nothing"
        let after = fixture.recorder.values(of: EditorOutput.draft).last ?? "nothing"
        return after == before
            ? Verdict("keeps the state", evidence: "the new view shows the draft \(after), as the old one did")
            : Verdict(
                "resets the state", pitfall: true,
                evidence: "the old view showed the draft \(before), the new one \(after)"
                    + (resubscribed
                        ? " (bound to the same view model's Drivers, which start the fold over the edits again)"
                        : madeAnew ? " (binding made a new view model)" : ""),
                inherentCause: resubscribed
                    ? Verdict.foldWhileSubscribed : madeAnew ? Verdict.newViewModelPerBinding : nil)
    }
}
