import Domain
import Features
import ReactiveCore
import Scenarios
import Storage
import Transcripts

/// The situations probed on the palette: its state (the color) is all there is, so what a style
/// does with state and with inputs shows plainly.
@MainActor
enum PaletteProbes {
    /// Situation 5: two taps, then the view disappears and a new view controller over the same view
    /// model (where each view controller makes its own, a new one) shows a new view: a rebuild. The
    /// color is state (``PaletteOutput/kind``): kept is right, reset is the pitfall.
    static func viewRebuilt(_ make: @MainActor () -> Presentation<any PaletteView>) async -> Verdict {
        await withRecordingFixture { fixture in
            let recorder = fixture.recorder
            let first = RecordingTap(ScriptedPaletteView(), recorder: recorder)
            let screen = await fixture.act { OnScreen(make(), on: first) }
            let firstModel = screen.viewModel
            await fixture.act { first.user.tap() }
            await fixture.act { first.user.tap() }
            await fixture.act { screen.disappear() }
            let before = recorder.values(of: PaletteOutput.backgroundColor).last ?? "nothing"
            let second = RecordingTap(ScriptedPaletteView(), recorder: recorder)
            await fixture.act { screen.rebuild(on: second) }
            let madeAnew = screen.viewModel !== firstModel
            await fixture.act { screen.leave() }
            let after = recorder.values(of: PaletteOutput.backgroundColor).last ?? "nothing"
            return after == before
                ? Verdict("keeps the state", evidence: "the new view shows \(after), as the old one did")
                : Verdict(
                    "resets the state", pitfall: true,
                    evidence: "the old view showed \(before), the new one shows \(after)"
                        + (madeAnew ? " (the new view controller made a new view model)" : ""),
                    inherentCause: madeAnew ? Verdict.newViewModelPerBinding : nil)
        }
    }

    /// Situation 7 on ``FeedbackPaletteView``, as a team writes it.
    static func reentrantFeedback(
        _ make: @MainActor () -> Presentation<any PaletteView>, ownRelay: Bool = false
    ) async -> Verdict {
        await reentrantFeedback(make, view: FeedbackPaletteView.init, ownRelay: ownRelay)
    }

    /// Situation 7: when the view is shown blue it taps again, from inside the binder; the user
    /// taps once. The view is ``FeedbackPaletteView``, as a team writes it, or the same with a fix
    /// applied (`view`, made with the main queue, the run's clock, and `ownRelay`):
    /// `EnqueuedFeedbackPalette`'s feeds back through the main queue, as RxSwift's warning advises.
    ///
    /// The view's button is a ``ProbeControl``, which the core's debug check does not watch, as a
    /// UIKit control's target-action is not: every anomaly counted is in the style's code. With
    /// ``HarnessPiece/reenteredProbeRelay`` swapped in, the button is a relay of the view's own,
    /// which the feedback re-enters (what the probe did before, which flagged every style).
    static func reentrantFeedback<View: FeedbackView>(
        _ make: @MainActor () -> Presentation<any PaletteView>,
        view makeView: (_ mainQueue: MainQueue, _ ownRelay: Bool) -> View, ownRelay: Bool = false
    ) async -> Verdict {
        let anomalies = ReentrancyLog()
        return await anomalies.recording {
            await withRecordingFixture { fixture in
                let recorder = fixture.recorder
                let clock = fixture.clock
                let screen = await fixture.act { make() }
                let view = RecordingTap(makeView(MainQueue(scheduler: clock), ownRelay), recorder: recorder)
                let onScreen = await fixture.act { OnScreen(screen, on: view as any PaletteView) }
                await fixture.act { view.view.tap() }
                clock.start()
                await fixture.act { onScreen.leave() }
                let colors = recorder.values(of: PaletteOutput.backgroundColor)
                let titles = recorder.values(of: PaletteOutput.buttonTitle)
                let shown = colors.joined(separator: " → ")
                let flagged = anomalies.count
                let whose = ownRelay ? "the probe view's relay and the style's code" : "the style's code"
                let warning =
                    flagged == 0
                    ? "the core's debug check flagged no reentrancy"
                    : "the core's debug check flagged \(flagged) reentrancy anomal\(flagged == 1 ? "y" : "ies") "
                        + "in \(whose), where RxSwift 6.10.2 checks (its sinks, create, the subjects and relays, "
                        + "subscribe(onNext:)'s observer; not the ends of bind(to:) and drive(_:)), so as many "
                        + "warnings as RxSwift would print for the same code, with the main scheduler replaced by "
                        + "the probe's synchronous one (the mock a test gives SharingScheduler, which any Driver "
                        + "or Signal delivers on); the probe's button is unwatched, where RxCocoa's controlEvent "
                        + "(create, take(until:)) would add its own"
                let inStep = titles.last == Rendering.quoted(PaletteColor.buttonTitle(showing: .purple))
                let source: VerdictSource = ownRelay ? .harness(.reenteredProbeRelay) : .style
                switch (colors.last == PaletteColor.purple.rawValue, inStep, flagged == 0) {
                case (true, true, true):
                    return Verdict(
                        "settles, in order", source: source,
                        evidence: "colors \(shown); the title ends \(titles.last ?? ""); \(warning)")
                case (true, true, false):
                    return Verdict(
                        "settles, reentrancy flagged", pitfall: true, source: source,
                        evidence: "colors \(shown); the title ends \(titles.last ?? ""); \(warning)")
                case (true, false, _):
                    return Verdict(
                        "title out of step", pitfall: true, source: source,
                        evidence: "colors \(shown), but the title ends \(titles.last ?? "nothing"); \(warning)")
                default:
                    return Verdict(
                        "ends on a stale color", pitfall: true, source: source,
                        evidence: "colors \(shown): the nested update was overwritten by the outer one; \(warning)")
                }
            }
        }
    }
}

/// A palette view situation 7 plays: the user taps its button, and it feeds its own output back.
protocol FeedbackView: PaletteView {
    /// A tap on the button.
    func tap()
}
