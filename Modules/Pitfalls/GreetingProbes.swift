import Domain
import Features
import ReactiveCore
import Scenarios
import Transcripts

/// The situation probed on the lazily loaded greeting: controls that appear after binding.
package enum GreetingProbes {
    /// Situation 2: the name cell appears and the user types; the cell is reused with a fresh
    /// field and the user types again; then the button cell appears and is tapped.
    package static func lateAndReusedControls(_ make: () -> Screen<LazyGreetingView>) -> Verdict {
        onStage { recorder in
            let screen = make()
            let view = ScriptedLazyGreetingView(recorder: recorder)
            let binding = screen.bind(to: view)
            view.showNameCell()
            view.type("Ada")
            view.showNameCell()
            view.type("Grace")
            view.showButtonCell()
            view.tapValidate()
            binding.dispose()
            let greeting = recorder.values(of: GreetingOutput.greeting).last ?? "nothing"
            guard greeting == Rendering.quoted(Greeting.message(for: "Grace")) else {
                return Verdict(
                    "greets a stale name", pitfall: true,
                    evidence: "it shows \(greeting): the reused cell's field never reached the view model")
            }
            switch screen.shape {
            case .separate:
                return Verdict(
                    "binds each control as it appears",
                    evidence: "it greets Grace; each cell's control is bound directly")
            case .together:
                return Verdict(
                    "needs a bridge (relays made before transform)",
                    evidence: "it greets Grace, through a relay per control made before transform(input:)")
            case .madeByBinding:
                return Verdict(
                    "needs a bridge (relays made before init)",
                    evidence: "it greets Grace, through a relay per control made before the view model's init")
            }
        }
    }
}
