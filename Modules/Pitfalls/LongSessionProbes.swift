import Domain
import Features
import ReactiveCore
import Scenarios
import Storage
import Transcripts

/// Situation 10: many intents on one bound screen. The reactive core counts its live resources
/// (subscriptions, subjects, disposables) in debug builds; a screen whose count grows with each
/// intent keeps something per intent until it goes (a dispose bag that grows by one per call).
@MainActor
enum LongSessionProbes {
    /// Ten thousand taps on the palette.
    static func palette(_ make: @MainActor () -> Presentation<any PaletteView>) async -> Verdict {
        await withRecordingFixture { fixture in
            let recorder = fixture.recorder
            let view = RecordingTap(ScriptedPaletteView(), recorder: recorder)
            let screen = await fixture.act { OnScreen(make(), on: view) }
            defer { screen.leave() }
            return await fixture.act { growth(intents: 10_000, "tap") { view.user.tap() } }
        }
    }

    /// Two hundred toggles on the library, each answered before the next. Each toggle schedules
    /// the next, so the clock's queue holds one of them at a time and the count before and after
    /// is the screen's, not the probe's plan.
    static func library(
        template: AppDatabase, _ make: @MainActor (FeatureEnvironment) -> Presentation<any LibraryView>
    ) async throws -> Verdict {
        let fixture = try RunFixture.probe(template: template, favorites: LibraryProbes.favorites)
        let view = RecordingTap(ScriptedLibraryView(), recorder: fixture.recorder)
        var verdict: Verdict?
        var screen: OnScreen<any LibraryView>?
        await fixture.play {
            screen = OnScreen(make(fixture.environment), on: view)
            var counts: [Int32] = []
            fixture.clock.at(50) { counts.append(Resources.total) }
            var toggle: (Int) -> Void = { _ in }
            toggle = { index in
                fixture.clock.at(100 + index * 100) {
                    view.user.toggleFavorite(0)
                    guard index == 199 else { return toggle(index + 1) }
                    toggle = { _ in }  // the closure held itself through `toggle`
                    fixture.clock.at(100 + 200 * 100) {
                        counts.append(Resources.total)
                        verdict = judge(before: counts[0], after: counts[1], intents: 200, "toggle")
                    }
                }
            }
            toggle(0)
        }
        screen?.leave()
        return verdict ?? Verdict("not played", pitfall: true, evidence: "the clock never reached the end")
    }

    /// Sends `intent` `intents` times and judges how the live resources moved.
    private static func growth(intents: Int, _ noun: String, _ intent: () -> Void) -> Verdict {
        let before = Resources.total
        for _ in 0..<intents { intent() }
        return judge(before: before, after: Resources.total, intents: intents, noun)
    }

    /// "flat", or how many resources each intent left alive; "not measured" in a build that
    /// does not count (release: the count stays 0 while a screen is bound).
    private static func judge(before: Int32, after: Int32, intents: Int, _ noun: String) -> Verdict {
        guard before > 0 else {
            return Verdict("not measured", evidence: "this build does not count live resources (a release build)")
        }
        let grown = Int(after - before)
        // A resource left per hundred intents is growth: the count moves by a few at most as a
        // screen's work comes and goes.
        guard grown > intents / 100 else {
            return Verdict(
                "flat", evidence: "\(before) live resources while bound, \(after) after \(intents) \(noun)s")
        }
        let per = Double(grown) / Double(intents)
        return Verdict(
            "grows with each \(noun)", pitfall: true,
            evidence: "\(before) live resources while bound, \(after) after \(intents) \(noun)s: "
                + "\(String(format: "%.1f", per)) per \(noun), kept until the screen goes")
    }
}
