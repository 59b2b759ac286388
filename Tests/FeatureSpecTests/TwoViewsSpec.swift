import Domain
import Features
import ReactiveCore
import Scenarios
import ScriptedServices
import Storage
import Testing
import Transcripts

/// Two views bound to one view model while it sends a one-shot event: the genres' message about a
/// selected genre. Both views appear (each asks for the genres), then the user selects the first
/// row in the first view at 100 ms. What each view shows is the style's: a pipeline per binding
/// answers only the view that asked; shared outputs reach both.
@MainActor
@Suite(.tracksResources)
struct TwoViewsSpec {
    /// The messages each view was shown, first view then second, by style: transform makes a
    /// pipeline per view controller (a `transform` call), so the second view's pipeline never
    /// hears the first view's selection; the others share one view model's outputs (init-only's
    /// second view controller, shown beside the first, drives the first one's view model's
    /// outputs), and the async style's outbox reaches every view shown when it is sent.
    static let shown: [String: [[String]]] = [
        "transform": [[metal], []], "subjects": [[metal], [metal]], "protocols": [[metal], [metal]],
        "init-only": [[metal], [metal]], "mvb": [[metal], [metal]], "reactor": [[metal], [metal]],
        "async": [[metal], [metal]],
    ]
    /// The message about the first genre of the spec's catalog, at 100 ms.
    static let metal = #"@100 "Metal: 1 track""#

    @Test(arguments: Style.allCases)
    func aOneShotMessageWithTwoViewsBound(style: Style) async throws {
        let shown = try await MainActorDrive.exclusively { () -> [[String]] in
            let fixture = try RunFixture(template: specCatalog, latencies: [.milliseconds(50)])
            let views = (0..<2).map { _ in RecordingTap(ScriptedGenresView(), recorder: fixture.makeRecorder()) }
            var bindings: [OnScreen<any GenresView>] = []
            await fixture.play {
                let screen = style.binding.makeGenres(environment: fixture.environment)
                bindings = views.map { OnScreen(screen, on: $0) }
                fixture.clock.at(100) { views[0].user.select(0) }
            }
            await fixture.act { bindings.forEach { $0.leave() } }
            return views.map { view in
                view.recorder.transcript.entries.filter { $0.output == GenresOutput.message.rawValue }.map {
                    "@\($0.time) \($0.value)"
                }
            }
        }
        #expect(shown == Self.shown[style.id])
    }
}
