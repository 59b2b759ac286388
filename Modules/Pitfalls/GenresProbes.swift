import Composition
import Domain
import Features
import Foundation
import ReactiveCore
import Scenarios
import ScriptedServices
import Services
import Storage
import Transcripts

/// The situations probed on the genres: a load is an effect whose answer comes later, from a
/// service that may answer on another thread.
@MainActor
enum GenresProbes {
    /// Situation 9: the view appears (and loads), then the refresh stream completes (the control
    /// went away); at 500 ms the view disappears and appears again, which loads again where the
    /// view model's load input outlived the control. With `failing` (situation 11) the refresh
    /// stream fails instead, and the probe counts the errors that reach a binding, where a debug build traps: it watches
    /// them through the core's scoped handler, in both builds, so the probe plays on.
    static func inputCompletes(
        template: AppDatabase, failing: Bool = false,
        _ make: @MainActor (FeatureEnvironment) -> Presentation<any GenresView>
    ) async throws -> Verdict {
        let fixture = try RunFixture.probe(template: template)
        let view = RecordingTap(ScriptedGenresView(), recorder: fixture.recorder)
        let bindingErrors = BindingErrorLog()
        var screen: OnScreen<any GenresView>?
        await bindingErrors.recording {
            await fixture.play {
                screen = OnScreen(make(fixture.environment), on: view)
                fixture.clock.at(0) {
                    if failing {
                        view.user.endRefreshes(failing: UnexpectedFailure())
                    } else {
                        view.user.endRefreshes()
                    }
                }
                fixture.clock.at(500) {
                    screen?.disappear()
                    screen?.appear()
                }
            }
        }
        screen?.leave()
        let loads = fixture.calls.filter { $0 == "genres()" }.count
        let ended = failing ? "failed" : "completed"
        let trap = bindingErrors.evidence
        switch (loads == 2, trap) {
        case (true, nil):
            return Verdict(
                "the other inputs keep working",
                evidence: bindingErrors.addingUnhandledErrors(
                    to: "2 genres() calls: the appearance and the next one"))
        case (true, let trap?):
            return Verdict(
                "the other inputs keep working; \(BindingErrorLog.summaryNote)", pitfall: true,
                evidence: bindingErrors.addingUnhandledErrors(
                    to: "2 genres() calls: the appearance and the next one; \(trap)"))
        case (false, _):
            let lost = "\(loads) genres() call(s): the \(ended) control \(ended) the view model's input"
            return Verdict(
                "the next load is lost" + (trap == nil ? "" : "; \(BindingErrorLog.summaryNote)"), pitfall: true,
                evidence: bindingErrors.addingUnhandledErrors(to: lost + (trap.map { "; \($0)" } ?? "")))
        }
    }

    /// Situation 12: the view loads and appears, the genres load, the user selects a genre; the
    /// view disappears and appears again (and loads again), the user selects again; then the view
    /// is rebuilt (a new view controller over the same view model, which appears and loads). Is
    /// each selection's message shown once, and not again to the rebuilt view?
    static func eventReplayedToARebuiltView(
        template: AppDatabase, _ make: @MainActor (FeatureEnvironment) -> Presentation<any GenresView>
    ) async throws -> Verdict {
        let fixture = try RunFixture.probe(template: template)
        let first = RecordingTap(ScriptedGenresView(), recorder: fixture.recorder)
        let rebuilt = RecordingTap(ScriptedGenresView(), recorder: fixture.recorder)
        var screen: OnScreen<any GenresView>?
        var shown: [Int] = []
        let messages = { fixture.recorder.values(of: GenresOutput.message).count }
        await fixture.play {
            screen = OnScreen(make(fixture.environment), on: first)
            fixture.clock.at(100) { first.user.select(0) }
            fixture.clock.at(200) { screen?.disappear() }
            fixture.clock.at(250) { screen?.appear() }
            fixture.clock.at(390) { shown.append(messages()) }
            fixture.clock.at(400) { first.user.select(0) }
            fixture.clock.at(500) {
                shown.append(messages() - shown[0])
                screen?.rebuild(on: rebuilt)
            }
            fixture.clock.at(600) { shown.append(messages() - shown[0] - shown[1]) }
        }
        screen?.leave()
        return EventVerdict(bound: shown[..<2].first { $0 != 1 } ?? 1, rebuilt: shown[2])
            .verdict(right: "once; not replayed")
    }

    /// Situation 4: a second view controller shows the same view model on a second view, beside
    /// the first (both on screen: each loads as it appears); the user refreshes in the first. The
    /// probe counts the loads from the refresh on, and looks whether the second view shows it. Where each view controller
    /// makes its view model (init-only), the second shows the outputs of the first one's view model
    /// if the style can; only where it cannot does it make a view model of its own.
    static func outputBoundTwice(
        template: AppDatabase, _ make: @MainActor (FeatureEnvironment) -> Presentation<any GenresView>
    ) async throws -> Verdict {
        let fixture = try RunFixture.probe(template: template)
        let first = RecordingTap(ScriptedGenresView(), recorder: fixture.makeRecorder())
        let second = RecordingTap(ScriptedGenresView(), recorder: fixture.recorder)
        var screens: [ViewController<any GenresView>] = []
        var presentation: Presentation<any GenresView>?
        var madeAnew = false
        var sharedOutputs = false
        var loadsBefore = 0
        let genresCalls = { fixture.calls.filter { $0 == "genres()" }.count }
        await fixture.play {
            let shown = make(fixture.environment)
            presentation = shown
            screens = [shown.show(on: first)]
            let firstModel = shown.viewModel
            screens.append(shown.show(on: second))
            // Where each view controller holds its own view model, the second one shows the
            // first's outputs if the latest view controller is still the first.
            sharedOutputs = firstModel === screens[0] && shown.viewModel === firstModel
            madeAnew = shown.viewModel !== firstModel
            fixture.clock.at(100) {
                loadsBefore = genresCalls()
                first.user.refresh()
            }
        }
        screens.forEach { $0.disappearIfAppeared() }
        screens = []
        withExtendedLifetime(presentation) {}
        let loads = genresCalls() - loadsBefore
        // Each view loaded as it appeared: the second shows the refresh if it shows its load.
        let secondShown = fixture.recorder.transcript.entries.contains {
            $0.time >= 100 && $0.output == GenresOutput.isLoading.rawValue && $0.value == "true"
        }
        let evidence =
            "\(loads) genres() call\(loads == 1 ? "" : "s") for the refresh; the second view "
            + (secondShown ? "shows it loading" : "shows none of it")
            + (sharedOutputs
                ? ", bound to the first view's view model's Drivers (its intents cannot join: they go to init)" : "")
        switch (loads, secondShown) {
        case (1, true): return Verdict("one effect, one pipeline", evidence: evidence)
        case (1, false):
            return Verdict(
                "the second view misses it", pitfall: true,
                evidence: evidence + (madeAnew ? ": a view model per binding" : ": a pipeline per binding"),
                inherentCause: madeAnew
                    ? "binding a view made a new view model, which the other view does not see" : nil)
        default: return Verdict("repeats the effect", pitfall: true, evidence: evidence)
        }
    }

    /// Situation 4 (the feature spec's two-views test, as a probe): two views bound to one view
    /// model while it sends a one-shot event, the message about a selected genre. Both views
    /// appear, the genres load, and the user selects the first row in the first view. The message
    /// is an event (``GenresOutput/kind``): the view where the user acted must be shown it exactly
    /// once (lost, the selection came to nothing); whether the other view is shown it too is the
    /// style's way with shared outputs, reported, not scored.
    static func twoViewsMessage(
        template: AppDatabase, _ make: @MainActor (FeatureEnvironment) -> Presentation<any GenresView>
    ) async throws -> Verdict {
        let fixture = try RunFixture.probe(template: template)
        let recorders = [fixture.recorder, fixture.makeRecorder()]
        let views = recorders.map { RecordingTap(ScriptedGenresView(), recorder: $0) }
        var screens: [ViewController<any GenresView>] = []
        var presentation: Presentation<any GenresView>?
        var sharedOutputs = false
        await fixture.play {
            let shown = make(fixture.environment)
            presentation = shown
            screens = [shown.show(on: views[0])]
            screens.append(shown.show(on: views[1]))
            sharedOutputs = shown.viewModel === screens[0]
            fixture.clock.at(100) { views[0].user.select(0) }
        }
        screens.forEach { $0.disappearIfAppeared() }
        screens = []
        withExtendedLifetime(presentation) {}
        let shown = recorders.map { $0.values(of: GenresOutput.message).count }
        let rule = EventVerdict(bound: shown[0])
        let other =
            "the other view: \(shown[1] == 1 ? "once" : "\(shown[1]) times")"
            + (sharedOutputs ? " (bound to the first view's view model's outputs)" : "")
        guard rule.isRight else {
            return Verdict(
                rule.faults.joined(separator: ", "), pitfall: true,
                evidence: "the view where the user selected, \(rule.evidence); \(other)")
        }
        return Verdict(
            shown[1] == 0 ? "only the view that asked" : "both views",
            evidence: "the view where the user selected, \(rule.evidence); \(other)")
    }

    /// Situation 8: the catalog answers on a background queue, and Drivers and Signals use the
    /// real main scheduler (nothing mocked). Records on which thread `view` is shown the genres:
    /// the view that takes values where they arrive (``ThreadWitnessGenresView``), or the same
    /// with its fix applied, the contract's default binders (`MainBindersGenres`).
    ///
    /// Must run on the main actor, whose thread the main scheduler delivers to: the probe awaits
    /// the answer, leaving the main thread free for the main queue.
    @MainActor
    static func backgroundServices<View: GenresWitness>(
        template: AppDatabase, view: View,
        _ make: @MainActor (FeatureEnvironment) -> Presentation<any GenresView>
    ) async throws -> Verdict {
        let database = try template.copy()
        let environment = FeatureEnvironment.live(
            database: database, scheduler: MainScheduler.instance, pollInterval: nil
        )
        .scripted(
            by: ServiceScript(
                scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated), latencies: [.milliseconds(5)]))
        let screen = OnScreen(make(environment), on: view as any GenresView)
        let onMain = await view.shown.onMain(within: .seconds(10))
        screen.leave()
        switch onMain {
        case true?:
            return Verdict("on the main thread", evidence: "the genres reach the view on the main thread")
        case false?:
            return Verdict(
                "on the service's thread", pitfall: true,
                evidence: "the genres reach the view on the background queue: nothing between the service and "
                    + "the view moves them to the main thread")
        case nil:
            return Verdict("nothing shown", pitfall: true, evidence: "no genres reached the view within 10 s")
        }
    }
}

/// A genres view situation 8 plays: it appears as its view controller does (the lifecycle's
/// `viewWillAppear` loads the genres), and tells ``shown`` on which thread it was first shown
/// genres.
protocol GenresWitness: GenresView {
    /// Where the view tells on which thread it was shown the genres.
    var shown: ThreadWitness { get }
}

/// An error no rule anticipates: what a control's stream, or a mapping that throws, sends.
struct UnexpectedFailure: Error, CustomStringConvertible {
    var description: String { "an unexpected failure" }
}
