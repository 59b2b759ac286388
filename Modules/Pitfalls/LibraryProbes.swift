import Domain
import Features
import ReactiveCore
import Scenarios
import Storage
import Transcripts

/// The situations probed on the library: a toggle is a write, so lost and repeated effects show
/// as service calls.
@MainActor
enum LibraryProbes {
    /// The favorites every library probe starts with, the first the oldest.
    static let favorites: [Int64] = [1, 6]

    /// How many `toggleFavorite` calls `fixture` logged.
    private static func saves(_ fixture: RunFixture) -> Int {
        fixture.calls.filter { $0.hasPrefix("toggleFavorite") }.count
    }

    /// Situation 3: the view controller binds the list and the intents, not the error message;
    /// the user toggles a favorite.
    static func outputNotBound(
        template: AppDatabase, _ make: @MainActor (FeatureEnvironment) -> Presentation<any LibraryView>
    ) async throws -> Verdict {
        let fixture = try RunFixture.probe(template: template, favorites: favorites)
        let view = RecordingTap(ScriptedLibraryView(), recorder: fixture.recorder)
        var screen: OnScreen<any LibraryView>?
        await fixture.play {
            screen = OnScreen(make(fixture.environment), on: view)
            fixture.clock.at(100) { view.user.toggleFavorite(0) }
        }
        screen?.leave()
        let saves = saves(fixture)
        return saves == 1
            ? Verdict("saves the toggle", evidence: "one toggleFavorite call; the list updated")
            : Verdict(
                "loses the toggle", pitfall: true,
                evidence: "\(saves) toggleFavorite calls: the save is part of the unbound output")
    }

    /// Situation 4: a second view controller shows the same view model on a second view, beside
    /// the first (both on screen); the user toggles in the first. Where each view controller makes
    /// its view model (init-only), the second shows the first one's view model's outputs if the
    /// style can, as the genres' probe does.
    static func outputBoundTwice(
        template: AppDatabase, _ make: @MainActor (FeatureEnvironment) -> Presentation<any LibraryView>
    ) async throws -> Verdict {
        let (fixture, observed) = try RunFixture.observedProbe(template: template, favorites: favorites)
        let first = RecordingTap(ScriptedLibraryView(), recorder: fixture.recorder)
        let second = RecordingTap(ScriptedLibraryView(), recorder: fixture.recorder)
        var screens: [ViewController<any LibraryView>] = []
        var presentation: Presentation<any LibraryView>?
        var sharedOutputs = false
        await fixture.play {
            let shown = make(fixture.environment)
            presentation = shown
            screens = [shown.show(on: first)]
            screens.append(shown.show(on: second))
            // Where each view controller holds its own view model, the second one shows the
            // first's outputs if the latest view controller is still the first.
            sharedOutputs = shown.viewModel === screens[0]
            fixture.clock.at(100) { first.user.toggleFavorite(0) }
        }
        screens.forEach { $0.disappearIfAppeared() }
        screens = []
        withExtendedLifetime(presentation) {}
        let saves = saves(fixture)
        let observations = observed.count
        let evidence =
            "\(saves) toggleFavorite call\(saves == 1 ? "" : "s"), \(observations) observation"
            + "\(observations == 1 ? "" : "s") of the favorites"
            + (sharedOutputs ? ", the second view bound to the first view's view model's Drivers" : "")
        switch (saves, observations) {
        case (1, 1): return Verdict("one effect, one pipeline", evidence: evidence)
        case (1, _):
            return Verdict("one effect, a pipeline per view", evidence: evidence + ": a pipeline per binding")
        default: return Verdict("repeats the effect", pitfall: true, evidence: evidence)
        }
    }

    /// Situation 9: the selections stream completes (the list went away), or with `failing`
    /// fails (situation 11); the user then toggles. The probe counts the errors that reach a
    /// binding, where a debug build traps, as the genres' probe does.
    static func inputCompletes(
        template: AppDatabase, failing: Bool = false,
        _ make: @MainActor (FeatureEnvironment) -> Presentation<any LibraryView>
    ) async throws -> Verdict {
        let fixture = try RunFixture.probe(template: template, favorites: favorites)
        let view = CompletingLibraryView(RecordingTap(ScriptedLibraryView(), recorder: fixture.recorder))
        let bindingErrors = BindingErrorLog()
        var screen: OnScreen<any LibraryView>?
        await bindingErrors.recording {
            await fixture.play {
                screen = OnScreen(make(fixture.environment), on: view)
                fixture.clock.at(100) {
                    if failing {
                        view.selectionsEnd.onError(UnexpectedFailure())
                    } else {
                        view.selectionsEnd.onCompleted()
                    }
                }
                fixture.clock.at(200) { view.base.user.toggleFavorite(0) }
            }
        }
        screen?.leave()
        let saves = saves(fixture)
        let ended = failing ? "failed" : "completed"
        let trap = bindingErrors.evidence
        switch (saves == 1, trap) {
        case (true, nil):
            return Verdict(
                "the other inputs keep working",
                evidence: bindingErrors.addingUnhandledErrors(
                    to: "one toggleFavorite call after the selections \(ended)"))
        case (true, let trap?):
            return Verdict(
                "the other inputs keep working; \(BindingErrorLog.summaryNote)", pitfall: true,
                evidence: bindingErrors.addingUnhandledErrors(
                    to: "one toggleFavorite call after the selections \(ended); \(trap)"))
        case (false, _):
            let stopped = "\(saves) toggleFavorite calls: the \(ended) selections ended the view model's input"
            return Verdict(
                "the other inputs stop" + (trap == nil ? "" : "; \(BindingErrorLog.summaryNote)"), pitfall: true,
                evidence: bindingErrors.addingUnhandledErrors(to: stopped + (trap.map { "; \($0)" } ?? "")))
        }
    }

    /// Situation 12: a one-shot event (the navigation to the editor) shown to a view, then the
    /// view rebuilt: the view loads and appears, the user selects a row; the view disappears and
    /// appears again, the user selects again; then the view is rebuilt (a new view controller
    /// over the same view model). Is each selection's editor opened once, and not again for the
    /// rebuilt view?
    static func eventReplayedToARebuiltView(
        template: AppDatabase, _ make: @MainActor (FeatureEnvironment) -> Presentation<any LibraryView>
    ) async throws -> Verdict {
        let fixture = try RunFixture.probe(template: template, favorites: favorites)
        let first = RecordingTap(ScriptedLibraryView(), recorder: fixture.recorder)
        let rebuilt = RecordingTap(ScriptedLibraryView(), recorder: fixture.recorder)
        var screen: OnScreen<any LibraryView>?
        var opened: [Int] = []
        await fixture.play {
            screen = OnScreen(make(fixture.environment), on: first)
            fixture.clock.at(100) { first.user.select(0) }
            fixture.clock.at(200) { screen?.disappear() }
            fixture.clock.at(250) { screen?.appear() }
            fixture.clock.at(300) { opened.append(fixture.recorder.values(of: LibraryOutput.openEditor).count) }
            fixture.clock.at(400) { first.user.select(0) }
            fixture.clock.at(500) {
                opened.append(fixture.recorder.values(of: LibraryOutput.openEditor).count - opened[0])
                screen?.rebuild(on: rebuilt)
            }
            fixture.clock.at(600) {
                opened.append(fixture.recorder.values(of: LibraryOutput.openEditor).count - opened[0] - opened[1])
            }
        }
        screen?.leave()
        return EventVerdict(bound: opened[..<2].first { $0 != 1 } ?? 1, rebuilt: opened[2])
            .verdict(right: "once; not replayed")
    }

    /// Situation 1: a one-shot event sent before its view has loaded. Once the view is dismissed,
    /// a deep link at 150 ms asks the view model for the first favorite's editor, and a new view
    /// controller over it loads and appears at 200 ms (`deepLinksWhileDismissed`). Is the editor
    /// opened, once?
    static func eventBeforeTheViewLoads(
        template: AppDatabase, _ make: @MainActor (FeatureEnvironment) -> Presentation<any LibraryView>,
        deepLink: @MainActor (AnyObject) -> (@MainActor (Int) -> Void)?
    ) async throws -> Verdict {
        guard
            let opened = try await deepLinksWhileDismissed(
                template: template, make, deepLink: deepLink, links: [(150, 0)], showAt: 200)
        else { return noDeepLink }
        var verdict = EventVerdict(beforeLoad: opened.count).verdict(right: "shown once as its view loads")
        verdict.evidence =
            "a deep link asked the view model for the first favorite's editor while no view was "
            + "loaded; the view that loaded next opened \(opened.last ?? "none"): " + verdict.evidence
        if opened.isEmpty { verdict.inherentCause = Verdict.signalDoesNotReplay }
        return verdict
    }

    /// Situation 16: one-shot events delivered stale. Once the view is dismissed, deep links ask
    /// the view model for the first, the second and the first favorite's editor again (at 150, 200
    /// and 250 ms), and a new view controller over it loads and appears ten minutes later
    /// (`deepLinksWhileDismissed`). How many editors does it open?
    static func staleEvents(
        template: AppDatabase, _ make: @MainActor (FeatureEnvironment) -> Presentation<any LibraryView>,
        deepLink: @MainActor (AnyObject) -> (@MainActor (Int) -> Void)?
    ) async throws -> Verdict {
        guard
            let opened = try await deepLinksWhileDismissed(
                template: template, make, deepLink: deepLink, links: [(150, 0), (200, 1), (250, 0)],
                showAt: 250 + tenMinutes)
        else { return noDeepLink }
        let shown = opened.isEmpty ? "none" : opened.joined(separator: ", ")
        let what =
            "three deep links (the first favorite, the second, the first again) while no view was loaded; the "
            + "view shown ten minutes later opened \(shown)"
        guard !opened.isEmpty else {
            return Verdict(
                "none shown (row 1: lost)",
                evidence: "\(what): the events were lost as row 1's was, which row 1 scores")
        }
        var verdict = EventVerdict(stale: opened.count).verdict(right: "once, the latest")
        verdict.evidence = "\(what): " + verdict.evidence
        return verdict
    }

    /// Situations 1 and 16's play: the view loads, appears and lists the favorites; at 100 ms it is
    /// dismissed (its view controller released, the view model kept by the coordinator, as a
    /// navigation stack keeps a screen's); deep links ask the view model for a favorite's editor
    /// at each `links` time, through the intent it offers besides its view; at `showAt` a new view
    /// controller over it loads and appears. The editors the views opened, or `nil` when the view
    /// model offers no deep link.
    private static func deepLinksWhileDismissed(
        template: AppDatabase, _ make: @MainActor (FeatureEnvironment) -> Presentation<any LibraryView>,
        deepLink: @MainActor (AnyObject) -> (@MainActor (Int) -> Void)?, links: [(time: Int, row: Int)],
        showAt: Int
    ) async throws -> [String]? {
        let fixture = try RunFixture.probe(template: template, favorites: favorites)
        let first = RecordingTap(ScriptedLibraryView(), recorder: fixture.recorder)
        let next = RecordingTap(ScriptedLibraryView(), recorder: fixture.recorder)
        var screen: OnScreen<any LibraryView>?
        var link: (@MainActor (Int) -> Void)?
        await fixture.play {
            let shown = OnScreen(make(fixture.environment), on: first)
            screen = shown
            link = shown.viewModel.flatMap(deepLink)
            fixture.clock.at(100) { screen?.dismiss() }
            for (time, row) in links { fixture.clock.at(time) { link?(row) } }
            fixture.clock.at(showAt) { screen?.show(on: next) }
        }
        screen?.leave()
        guard link != nil else { return nil }
        return fixture.recorder.values(of: LibraryOutput.openEditor)
    }

    /// Ten minutes, in the probe clock's milliseconds: long after, for a one-shot event.
    private static let tenMinutes = 600_000

    /// The outcome for a view model that takes intents only from its view: no deep link reaches it
    /// before a view loads, so the situation does not arise.
    private static let noDeepLink = Verdict(
        "no deep link without its view",
        evidence: "the view model takes its intents only from its view (they are its view's controls, handed over "
            + "as the view loads), so a coordinator has no way to send it an event before a view loads")
}

/// A library view whose selections complete when the probe says, as a list that goes away does.
private final class CompletingLibraryView: LibraryView, OnScreenView {
    let base: RecordingTap<ScriptedLibraryView>
    let selectionsEnd = PublishSubject<Int>()

    init(_ base: RecordingTap<ScriptedLibraryView>) {
        self.base = base
    }

    var isOnScreen: Bool {
        get { base.isOnScreen }
        set { base.isOnScreen = newValue }
    }

    var favoriteToggles: Observable<Int> { base.favoriteToggles }
    var selections: Observable<Int> { selectionsEnd.asObservable() }
    var items: Binder<[LibraryItem]> { base.items }
    var errorMessage: Binder<String?> { base.errorMessage }
    var openEditor: Binder<Track> { base.openEditor }
}
