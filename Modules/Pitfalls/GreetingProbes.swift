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

    /// Situation 12: the user types "Ada" and validates; the view disappears and a new view
    /// controller over the same view model (where each view controller makes its own, a new one)
    /// shows a new view: a rebuild. The greeting is scored by its kind (``GreetingOutput/kind``):
    /// as an event, shown once to the first view and not again to the rebuilt one is right; shown
    /// again is the pitfall (as ReactorKit's `@Pulse` replays it).
    static func eventReplayedToARebuiltView(_ make: @MainActor () -> Presentation<any GreetingView>) async -> Verdict {
        await withRecordingFixture { fixture in
            let recorder = fixture.recorder
            let first = RecordingTap(ScriptedGreetingView(), recorder: recorder)
            let screen = await fixture.act { OnScreen(make(), on: first) }
            let firstModel = screen.viewModel
            await fixture.act { first.user.type("Ada") }
            await fixture.act { first.user.validate() }
            await fixture.act { screen.disappear() }
            let shownFirst = recorder.values(of: GreetingOutput.greeting)
            let second = RecordingTap(ScriptedGreetingView(), recorder: recorder)
            await fixture.act { screen.rebuild(on: second) }
            let madeAnew = screen.viewModel !== firstModel
            await fixture.act { screen.leave() }
            let shownAgain = recorder.values(of: GreetingOutput.greeting).dropFirst(shownFirst.count)
            let how = madeAnew ? " (the new view controller made a new view model)" : ""
            switch GreetingOutput.greeting.kind {
            case .event:
                let rule = EventVerdict(
                    bound: shownFirst.filter { $0 == greetsAda }.count,
                    rebuilt: shownAgain.filter { $0 == greetsAda }.count)
                guard rule.isRight else {
                    return Verdict(
                        rule.faults.joined(separator: ", "), pitfall: true,
                        evidence:
                            "the old view greeted Ada, the new one is greeted again\(how): the greeting is an event; "
                            + rule.evidence)
                }
                return Verdict(
                    "once; not replayed",
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
    /// field and the user types again; then the button cell appears and is tapped. A binding that
    /// gave the view no cells to connect (``LazyGreetingView/cells``) as it loaded takes no
    /// control that appears later: the pitfall, whatever is greeted.
    static func lateAndReusedControls(_ make: @MainActor () -> Presentation<any LazyGreetingView>) async -> Verdict {
        await withRecordingFixture { fixture in
            let recorder = fixture.recorder
            let screen = await fixture.act { make() }
            let view = RecordingTap(ScriptedLazyGreetingView(), recorder: recorder)
            let shown = await fixture.act { OnScreen(screen, on: view as any LazyGreetingView) }
            let connects = view.view.cells != nil
            await fixture.act { view.view.showNameCell() }
            await fixture.act { view.view.type("Ada") }
            await fixture.act { view.view.showNameCell() }
            await fixture.act { view.view.type("Grace") }
            await fixture.act { view.view.showButtonCell() }
            await fixture.act { view.view.tapValidate() }
            await fixture.act { shown.leave() }
            let greeting = recorder.values(of: GreetingOutput.greeting).last ?? "nothing"
            guard connects else {
                return Verdict(
                    "connects no control that appears later", pitfall: true,
                    evidence: "its view controller gave the loaded view no cells to connect: neither the name field "
                        + "nor the button reached a view model when their cells appeared; it shows \(greeting)")
            }
            return greeting == Rendering.quoted(Greeting.message(for: "Grace"))
                ? Verdict("greets the latest name", evidence: "it greets Grace, typed in the reused cell")
                : Verdict(
                    "greets a stale name", pitfall: true,
                    evidence: "it shows \(greeting): the reused cell's field never reached the view model")
        }
    }
}
