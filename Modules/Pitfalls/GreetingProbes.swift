import Domain
import Features
import ReactiveCore
import Scenarios
import Transcripts

/// The situations probed on the greeting: a name typed, then validated; the greeting is a
/// one-shot event (``GreetingOutput/kind``), each validation's answer.
@MainActor
enum GreetingProbes {
    /// The greeting for Ada, as the transcript writes it.
    private static let greetsAda = Rendering.quoted(Greeting.message(for: "Ada"))

    /// Situation 1: the view's intents are connected, the user types "Ada" and validates; then
    /// the outputs are bound. The greeting is scored by its kind (``GreetingOutput/kind``): as an
    /// event, shown once when the outputs are bound is right, lost is the pitfall.
    static func inputBeforeOutputs(_ make: @MainActor () -> Screen<GreetingView>) async -> Verdict {
        await withRecordingFixture { fixture in
            let recorder = fixture.recorder
            let screen = await fixture.act { make() }
            let view = RecordingTap(ScriptedGreetingView(), recorder: recorder)
            let inputs = await fixture.act { screen.bindInputs(from: view) }
            await fixture.act { view.nameField.accept("Ada") }
            await fixture.act { view.validations.accept(()) }
            // A controller that binds its outputs as it makes the view model has shown the
            // greeting before the outputs are bound on their own.
            let shownUnbound = recorder.values(of: GreetingOutput.greeting).count
            let outputs = await fixture.act { screen.bindOutputs(to: view) }
            await fixture.act { Disposables.create([inputs, outputs].compactMap { $0 }).dispose() }
            let shown = recorder.values(of: GreetingOutput.greeting)
            let how =
                shownUnbound == 0
                ? "the view, bound after the tap, greets Ada"
                : screen.shape == .madeByBinding
                    ? "the outputs, bound as the view model was made (making is binding: the controller binds them "
                        + "in its init), greet Ada"
                    : "the outputs, bound with the intents in one call, greet Ada"
            switch GreetingOutput.greeting.kind {
            case .event:
                let rule = EventVerdict(unbound: shown.filter { $0 == greetsAda }.count)
                guard rule.isRight else {
                    return Verdict(
                        rule.unbound == 0 ? "loses the input" : rule.faults.joined(separator: ", "), pitfall: true,
                        evidence: "the view, bound after the tap, shows \(shown.last ?? "no greeting"): "
                            + "the greeting is an event; \(rule.evidence)")
                }
                return Verdict(
                    "keeps the input", evidence: "\(how) once: the greeting is an event; \(rule.evidence)")
            case .state:
                return shown.last == greetsAda
                    ? Verdict("keeps the input", evidence: how)
                    : Verdict(
                        "loses the input", pitfall: true,
                        evidence: "the view, bound after the tap, shows \(shown.last ?? "no greeting"): "
                            + "the tap reached no one")
            }
        }
    }

    /// Situation 5: the user types "Ada" and validates; the view is unbound and a new view bound
    /// to the same screen. The greeting is scored by its kind (``GreetingOutput/kind``): as an
    /// event, shown once to the first view and not again to the rebuilt one is right; shown again
    /// is the pitfall (as ReactorKit's `@Pulse` replays it).
    static func viewRebuilt(_ make: @MainActor () -> Screen<GreetingView>) async -> Verdict {
        await withRecordingFixture { fixture in
            let recorder = fixture.recorder
            let screen = await fixture.act { make() }
            let first = RecordingTap(ScriptedGreetingView(), recorder: recorder)
            let binding = await fixture.act { screen.bind(to: first) }
            let firstModel = screen.viewModel
            await fixture.act { first.nameField.accept("Ada") }
            await fixture.act { first.validations.accept(()) }
            await fixture.act { binding.dispose() }
            let shownFirst = recorder.values(of: GreetingOutput.greeting)
            let second = RecordingTap(ScriptedGreetingView(), recorder: recorder)
            let resubscribed = await fixture.act { screen.bindOutputsOfLatestViewModel(to: second) }
            let rebinding = await fixture.act { resubscribed ?? screen.bind(to: second) }
            let madeAnew = screen.viewModel !== firstModel
            await fixture.act { rebinding.dispose() }
            let shownAgain = recorder.values(of: GreetingOutput.greeting).dropFirst(shownFirst.count)
            let how =
                resubscribed != nil
                ? " (bound to the same view model's outputs)" : madeAnew ? " (binding made a new view model)" : ""
            switch GreetingOutput.greeting.kind {
            case .event:
                let rule = EventVerdict(
                    bound: shownFirst.filter { $0 == greetsAda }.count,
                    rebuilt: shownAgain.filter { $0 == greetsAda }.count)
                guard rule.isRight else {
                    return Verdict(
                        rule.faults.contains("shown again after a rebuild")
                            ? "shown again" : rule.faults.joined(separator: ", "),
                        pitfall: true,
                        evidence:
                            "the old view greeted Ada, the new one is greeted again\(how): the greeting is an event; "
                            + rule.evidence)
                }
                return Verdict(
                    "not shown again",
                    evidence: "the old view greeted Ada once, the new one shows no greeting\(how): the greeting is an "
                        + "event, shown to the view bound when it was sent; \(rule.evidence)")
            case .state:
                return shownAgain.last == greetsAda
                    ? Verdict("keeps the state", evidence: "the new view greets Ada, as the old one did")
                    : Verdict(
                        "resets the state", pitfall: true,
                        evidence:
                            "the old view greeted Ada, the new one shows \(shownAgain.last ?? "no greeting")\(how)",
                        inherentCause: madeAnew ? Verdict.newViewModelPerBinding : nil)
            }
        }
    }

    /// Situation 2: the name cell appears and the user types; the cell is reused with a fresh
    /// field and the user types again; then the button cell appears and is tapped.
    static func lateAndReusedControls(_ make: @MainActor () -> Screen<LazyGreetingView>) async -> Verdict {
        await withRecordingFixture { fixture in
            let recorder = fixture.recorder
            let screen = await fixture.act { make() }
            let view = RecordingTap(ScriptedLazyGreetingView(), recorder: recorder)
            let binding = await fixture.act { screen.bind(to: view) }
            await fixture.act { view.view.showNameCell() }
            await fixture.act { view.view.type("Ada") }
            await fixture.act { view.view.showNameCell() }
            await fixture.act { view.view.type("Grace") }
            await fixture.act { view.view.showButtonCell() }
            await fixture.act { view.view.tapValidate() }
            await fixture.act { binding.dispose() }
            let greeting = recorder.values(of: GreetingOutput.greeting).last ?? "nothing"
            return greeting == Rendering.quoted(Greeting.message(for: "Grace"))
                ? Verdict("greets the latest name", evidence: "it greets Grace, typed in the reused cell")
                : Verdict(
                    "greets a stale name", pitfall: true,
                    evidence: "it shows \(greeting): the reused cell's field never reached the view model")
        }
    }
}
