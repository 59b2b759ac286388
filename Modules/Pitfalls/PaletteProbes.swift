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
    /// Situation 1: the view's intents are connected and it taps once; then its outputs are bound.
    static func inputBeforeOutputs(_ make: @MainActor () -> Screen<PaletteView>) async -> Verdict {
        await withRecordingFixture { fixture in
            let recorder = fixture.recorder
            let screen = await fixture.act { make() }
            let view = RecordingTap(ScriptedPaletteView(), recorder: recorder)
            let inputs = await fixture.act { screen.bindInputs(from: view) }
            await fixture.act { view.taps.accept(()) }
            let outputs = await fixture.act { screen.bindOutputs(to: view) }
            await fixture.act { Disposables.create([inputs, outputs].compactMap { $0 }).dispose() }
            // A controller that binds its outputs as it makes the view model shows red first, then
            // the tap's blue: what counts is the color it ends on.
            let shown = recorder.values(of: PaletteOutput.backgroundColor)
            let first = shown.first ?? "nothing"
            guard shown.last == PaletteColor.blue.rawValue else {
                return Verdict(
                    "loses the input", pitfall: true,
                    evidence: "the first color shown is \(first): the tap reached no one, as no output was bound")
            }
            return first == PaletteColor.blue.rawValue
                ? Verdict("keeps the input", evidence: "the first color shown is blue, one tap after red")
                : Verdict(
                    "keeps the input",
                    evidence: (screen.shape == .madeByBinding
                        ? "the outputs, bound as the view model was made (making is binding: the controller binds them "
                            + "in its init), show "
                        : "the outputs, bound with the intents in one call, show ")
                        + shown.joined(separator: " → "))
        }
    }

    /// Situation 5: two taps, then the view is unbound and a new one bound to the same screen:
    /// where binding makes a view model (init-only), to the outputs of the first view's view
    /// model if the style can (``Screen/bindOutputsOfLatestViewModel(to:)``). The color is state
    /// (``PaletteOutput/kind``): kept is right, reset is the pitfall.
    static func viewRebuilt(_ make: @MainActor () -> Screen<PaletteView>) async -> Verdict {
        await withRecordingFixture { fixture in
            let recorder = fixture.recorder
            let screen = await fixture.act { make() }
            let first = RecordingTap(ScriptedPaletteView(), recorder: recorder)
            let binding = await fixture.act { screen.bind(to: first) }
            let firstModel = screen.viewModel
            await fixture.act { first.taps.accept(()) }
            await fixture.act { first.taps.accept(()) }
            await fixture.act { binding.dispose() }
            let before = recorder.values(of: PaletteOutput.backgroundColor).last ?? "nothing"
            let second = RecordingTap(ScriptedPaletteView(), recorder: recorder)
            let resubscribed = await fixture.act { screen.bindOutputsOfLatestViewModel(to: second) }
            let rebinding = await fixture.act { resubscribed ?? screen.bind(to: second) }
            let madeAnew = screen.viewModel !== firstModel
            await fixture.act { rebinding.dispose() }
            let after = recorder.values(of: PaletteOutput.backgroundColor).last ?? "nothing"
            let how =
                resubscribed != nil
                ? " (bound to the same view model's Drivers, which start the fold over the taps again)"
                : madeAnew ? " (binding made a new view model)" : ""
            return after == before
                ? Verdict("keeps the state", evidence: "the new view shows \(after), as the old one did")
                : Verdict(
                    "resets the state", pitfall: true,
                    evidence: "the old view showed \(before), the new one shows \(after)\(how)",
                    inherentCause: resubscribed != nil
                        ? Verdict.foldWhileSubscribed : madeAnew ? Verdict.newViewModelPerBinding : nil)
        }
    }

    /// Situation 7: when the view is shown blue it taps again, from inside the binder; the user
    /// taps once. `enqueued` feeds back through the main queue instead, as RxSwift's warning
    /// advises (`observe(on: MainScheduler.asyncInstance)`), played on the clock.
    ///
    /// The view's button is a ``ProbeControl``, which the core's debug check does not watch, as a
    /// UIKit control's target-action is not: every anomaly counted is in the style's code. With
    /// ``HarnessPiece/reenteredProbeRelay`` swapped in, the button is a relay of the view's own,
    /// which the feedback re-enters (what the probe did before, which flagged every style).
    static func reentrantFeedback(
        _ make: @MainActor () -> Screen<PaletteView>, enqueued: Bool = false, ownRelay: Bool = false
    ) async -> Verdict {
        let anomalies = ReentrancyLog()
        return await anomalies.recording {
            await withRecordingFixture { fixture in
                let recorder = fixture.recorder
                let clock = fixture.clock
                let screen = await fixture.act { make() }
                let view = RecordingTap(FeedbackPaletteView(ownRelay: ownRelay), recorder: recorder)
                var fedBack = false
                view.onShow = { [unowned view] color in
                    guard color == .blue, !fedBack else { return }
                    fedBack = true
                    if enqueued {
                        _ = clock.schedule(
                            (),
                            action: { _ in
                                view.view.tap()
                                return Disposables.create()
                            })
                    } else {
                        view.view.tap()
                    }
                }
                let binding = await fixture.act { screen.bind(to: view) }
                await fixture.act { view.view.tap() }
                clock.start()
                await fixture.act { binding.dispose() }
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
