import Domain
import Features
import ReactiveCore
import Scenarios
import Transcripts

/// The situations probed on the greeting: a name typed, then validated; the greeting is the
/// screen's state.
@MainActor
enum GreetingProbes {
    /// The greeting for Ada, as the transcript writes it.
    private static let greetsAda = Rendering.quoted(Greeting.message(for: "Ada"))

    /// Situation 1: the view's intents are connected, the user types "Ada" and validates; then
    /// the outputs are bound.
    static func inputBeforeOutputs(_ make: @MainActor () -> Screen<GreetingView>) async -> Verdict {
        await onStage { stage in
            let recorder = stage.recorder
            let screen = await stage.act { make() }
            let view = ScriptedGreetingView(recorder: recorder)
            let inputs = await stage.act { screen.bindInputs(from: view) }
            await stage.act { view.nameField.accept("Ada") }
            await stage.act { view.validations.accept(()) }
            let outputs = await stage.act { screen.bindOutputs(to: view) }
            await stage.act { Disposables.create([inputs, outputs].compactMap { $0 }).dispose() }
            let shown = recorder.values(of: GreetingOutput.greeting)
            return shown.last == greetsAda
                ? Verdict("keeps the input", evidence: "the view, bound after the tap, greets Ada")
                : Verdict(
                    "loses the input", pitfall: true,
                    evidence:
                        "the view, bound after the tap, shows \(shown.last ?? "no greeting"): the tap reached no one")
        }
    }

    /// Situation 5: the user types "Ada" and validates; the view is unbound and a new view bound
    /// to the same screen.
    static func viewRebuilt(_ make: @MainActor () -> Screen<GreetingView>) async -> Verdict {
        await onStage { stage in
            let recorder = stage.recorder
            let screen = await stage.act { make() }
            let first = ScriptedGreetingView(recorder: recorder)
            let binding = await stage.act { screen.bind(to: first) }
            let firstModel = screen.viewModel
            await stage.act { first.nameField.accept("Ada") }
            await stage.act { first.validations.accept(()) }
            await stage.act { binding.dispose() }
            let before = recorder.values(of: GreetingOutput.greeting).count
            let second = ScriptedGreetingView(recorder: recorder)
            let rebinding = await stage.act { screen.bind(to: second) }
            let madeAnew = screen.viewModel !== firstModel
            await stage.act { rebinding.dispose() }
            let shownAgain = recorder.values(of: GreetingOutput.greeting).dropFirst(before)
            let how = madeAnew ? " (binding made a new view model)" : ""
            return shownAgain.last == greetsAda
                ? Verdict("keeps the state", evidence: "the new view greets Ada, as the old one did")
                : Verdict(
                    "resets the state", pitfall: true,
                    evidence: "the old view greeted Ada, the new one shows \(shownAgain.last ?? "no greeting")\(how)",
                    inherentCause: madeAnew
                        ? Verdict.newViewModelPerBinding : nil)
        }
    }

    /// Situation 2: the name cell appears and the user types; the cell is reused with a fresh
    /// field and the user types again; then the button cell appears and is tapped.
    static func lateAndReusedControls(_ make: @MainActor () -> Screen<LazyGreetingView>) async -> Verdict {
        await onStage { stage in
            let recorder = stage.recorder
            let screen = await stage.act { make() }
            let view = ScriptedLazyGreetingView(recorder: recorder)
            let binding = await stage.act { screen.bind(to: view) }
            await stage.act { view.showNameCell() }
            await stage.act { view.type("Ada") }
            await stage.act { view.showNameCell() }
            await stage.act { view.type("Grace") }
            await stage.act { view.showButtonCell() }
            await stage.act { view.tapValidate() }
            await stage.act { binding.dispose() }
            let greeting = recorder.values(of: GreetingOutput.greeting).last ?? "nothing"
            return greeting == Rendering.quoted(Greeting.message(for: "Grace"))
                ? Verdict("greets the latest name", evidence: "it greets Grace, typed in the reused cell")
                : Verdict(
                    "greets a stale name", pitfall: true,
                    evidence: "it shows \(greeting): the reused cell's field never reached the view model")
        }
    }
}
