import Domain
import Features
import ReactiveCore
import Scenarios
import Storage
import Transcripts

/// The situations probed on the palette: its state (the color) is all there is, so what a style
/// does with state and with inputs shows plainly.
package enum PaletteProbes {
    /// Situation 1: the view taps once, then binds the outputs.
    package static func inputBeforeOutputs(_ make: () -> Screen<PaletteView>) -> Verdict {
        onStage { recorder in
            let screen = make()
            switch screen.shape {
            case .together:
                return Verdict(
                    "impossible by construction",
                    evidence: "inputs reach the view model only through transform(input:), which returns the outputs")
            case .madeByBinding:
                return Verdict(
                    "impossible by construction",
                    evidence: "every input goes to init, and the controller binds the outputs in the same call")
            case .separate:
                let view = ScriptedPaletteView(recorder: recorder)
                let inputs = screen.bindInputs(from: view)
                view.taps.accept(())
                let outputs = screen.bindOutputs(to: view)
                defer { Disposables.create([inputs, outputs].compactMap { $0 }).dispose() }
                let first = recorder.values(of: PaletteOutput.backgroundColor).first ?? "nothing"
                return first == PaletteColor.blue.rawValue
                    ? Verdict("keeps the input", evidence: "the first color shown is blue, one tap after red")
                    : Verdict(
                        "loses the input", pitfall: true,
                        evidence: "the first color shown is \(first): the tap reached no one, as no output was bound")
            }
        }
    }

    /// Situation 5: two taps, then the view is unbound and a new one bound to the same screen.
    package static func viewRebuilt(_ make: () -> Screen<PaletteView>) -> Verdict {
        onStage { recorder in
            let screen = make()
            let first = ScriptedPaletteView(recorder: recorder)
            let binding = screen.bind(to: first)
            first.taps.accept(())
            first.taps.accept(())
            binding.dispose()
            let before = recorder.values(of: PaletteOutput.backgroundColor).last ?? "nothing"
            let second = ScriptedPaletteView(recorder: recorder)
            let rebinding = screen.bind(to: second)
            rebinding.dispose()
            let after = recorder.values(of: PaletteOutput.backgroundColor).last ?? "nothing"
            let how = screen.shape == .madeByBinding ? " (binding made a new view model)" : ""
            return after == before
                ? Verdict("keeps the state", evidence: "the new view shows \(after), as the old one did")
                : Verdict(
                    "resets the state", pitfall: true,
                    evidence: "the old view showed \(before), the new one shows \(after)\(how)")
        }
    }

    /// Situation 7: when the view is shown blue it taps again, from inside the binder; the user
    /// taps once.
    package static func reentrantFeedback(_ make: () -> Screen<PaletteView>) -> Verdict {
        onStage { recorder in
            let screen = make()
            let view = ScriptedPaletteView(recorder: recorder)
            var fedBack = false
            view.onShow = { [unowned view] color in
                guard color == .blue, !fedBack else { return }
                fedBack = true
                view.taps.accept(())
            }
            let binding = screen.bind(to: view)
            view.taps.accept(())
            binding.dispose()
            let colors = recorder.values(of: PaletteOutput.backgroundColor)
            let titles = recorder.values(of: PaletteOutput.buttonTitle)
            let shown = colors.joined(separator: " → ")
            let expected = PaletteColor.purple.rawValue
            let inStep = titles.last == Rendering.quoted(PaletteColor.buttonTitle(showing: .purple))
            switch (colors.last == expected, inStep) {
            case (true, true):
                return Verdict("settles, in order", evidence: "colors \(shown); the title ends \(titles.last ?? "")")
            case (true, false):
                return Verdict(
                    "title out of step", pitfall: true,
                    evidence: "colors \(shown), but the title ends \(titles.last ?? "nothing")")
            default:
                return Verdict(
                    "ends on a stale color", pitfall: true,
                    evidence: "colors \(shown): the nested update was overwritten by the outer one")
            }
        }
    }
}
