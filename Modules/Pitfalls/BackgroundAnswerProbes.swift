import Composition
import Domain
import Features
import Foundation
import Lab
import ReactiveCore
import Scenarios
import ScriptedServices
import Storage
import Synchronization
import Transcripts

/// Situation 14: the services answer on their own threads while the user keeps acting on the
/// main thread. Does what the user sees, or does, come out right?
///
/// Each probe forces one interleaving, the same on every run: the services' answers are held
/// (``AnswerGate``) and delivered, each on a thread of its own, between two things the user does
/// in one turn of the main thread, before any main-queue work (a `Driver`'s or a `Binder`'s hop,
/// a main-actor task) has run, as when a tap is handled before the answer's hop. A write off the
/// main thread that is read only through such a hop is not a pitfall; a read on the main thread of
/// state the service's thread wrote ahead of the screen is, when the user sees it: a message about
/// a row the user did not tap, a favorite that does not land, a save that never answers.
///
/// The probe also watches every write to the subjects and relays the screen creates, stored or
/// local (the core's creation hook, ``StateWatch/Creations``), and what its style's lab watches
/// besides (``StyleLab/watchState(of:_:)``): its evidence names what was written off the main
/// thread, its JSON measurements count the writes by place. It runs on the main actor, whose
/// thread the main scheduler delivers to.
@MainActor
enum BackgroundAnswerProbes {
    /// Plays `probe` once with the answers delivered on the services' threads; on a style's main
    /// code (`mainCode`) that fails, once again with the shared remedy, every answer delivered on
    /// the main scheduler by one decorator where the services are composed
    /// (`FeatureEnvironment.answering(on:)`), said in the evidence: a remedy for every style at
    /// once, shown apart from the style's own fix (its variant).
    static func played(mainCode: Bool, _ probe: (Answers) async throws -> Run) async rethrows -> Verdict {
        var verdict = try await probe(.background).verdict
        guard mainCode, verdict.isPitfall else { return verdict }
        let remedied = try await probe(.main).verdict
        let lines = SourceCounts.statements(of: SourceCounts.answeringSource).map { "\($0) statements" } ?? "uncounted"
        verdict.evidence +=
            "; played again with the shared remedy (FeatureEnvironment.answering(on:), \(lines) for every style, "
            + "answers on the main scheduler): " + (remedied.isPitfall ? "still " : "") + remedied.summary
        return verdict
    }

    /// How long the probe waits for the services before it gives up.
    nonisolated static let patience: Duration = .seconds(10)

    /// The genre the catalog has after the first load, first in its list.
    nonisolated static let addedGenre = Genre(id: 9_999, name: "A Cappella (new)", trackCount: 1)

    /// The library: shown, then both favorites toggled in one turn of the main thread, the first
    /// toggle's answer handled on its thread between the two. Do both land?
    static func library(
        template: AppDatabase, _ make: @escaping (FeatureEnvironment) -> Presentation<any LibraryView>,
        watch: @escaping Watch,
        answers: Answers = .background
    ) async throws -> Run {
        let fixture = try LiveFixture(template: template, favorites: LibraryProbes.favorites, answers: answers)
        let view = RecordingTap(ScriptedLibraryView(), recorder: fixture.recorder)
        let shown = { view.recorder.values(of: LibraryOutput.items) }
        let screen = { make(fixture.environment) }
        return await fixture.play(
            screen, view, watch: watch,
            act: {
                guard await fixture.until({ !shown().isEmpty }) else {
                    return Verdict(Verdict.unsettled, pitfall: true, evidence: "the list was never shown")
                }
                let between = fixture.answeringBetween(
                    { view.user.toggleFavorite(0) }, and: { view.user.toggleFavorite(1) })
                // Both favorites were unmarked: the list ends empty.
                let settled = await fixture.until { shown().last == Rendering.list([]) }
                let toggles = fixture.calls("toggleFavorite")
                guard settled else {
                    return Verdict(
                        "a favorite does not land", pitfall: true,
                        evidence: "the list shows \(shown().last ?? "nothing") after both toggles, \(toggles) saved, "
                            + between)
                }
                return Verdict(
                    "both favorites land", evidence: "\(toggles) toggles saved, the list ends empty; " + between
                )
            })
    }

    /// The editor: the saved entry loads, the user rates the track 3 and saves, and, as the save's
    /// answer is handled on its thread, edits the note. Is the rating saved?
    static func editor(
        template: AppDatabase, _ make: @escaping (Track, FeatureEnvironment) -> Presentation<any EditorView>,
        watch: @escaping Watch, answers: Answers = .background
    ) async throws -> Run {
        let fixture = try LiveFixture(template: template, answers: answers)
        let view = RecordingTap(ScriptedEditorView(), recorder: fixture.recorder)
        let track = try fixture.database.track(id: 1)
        let screen = { make(track, fixture.environment) }
        return await fixture.play(
            screen, view, watch: watch,
            act: {
                guard await fixture.until({ !view.recorder.values(of: EditorOutput.draft).isEmpty }) else {
                    return Verdict(Verdict.unsettled, pitfall: true, evidence: "the draft was never shown")
                }
                let between = fixture.answeringBetween(
                    {
                        view.user.rate(3)
                        view.user.save()
                    }, and: { view.user.editNote("Again") })
                let saved = await fixture.until { !view.recorder.values(of: EditorOutput.saveResult).isEmpty }
                let saves = fixture.script.calls.filter { $0.hasPrefix("save(") }
                guard saved, saves.first?.hasPrefix("save(1, 3,") == true else {
                    return Verdict(
                        "the save never answers", pitfall: true,
                        evidence: "saves made: \(saves.isEmpty ? "none" : saves.joined(separator: ", ")); " + between
                    )
                }
                return Verdict(
                    "saves the edit",
                    evidence: "\(saves.joined(separator: ", ")) answered "
                        + (view.recorder.values(of: EditorOutput.saveResult).first ?? "") + "; " + between
                )
            })
    }

    /// The genres: they load as the view appears and show; the user refreshes (the catalog has a
    /// genre more, first), and taps the first row shown as the refresh's answer is handled on its
    /// thread. Does the message describe the genre the user tapped?
    static func genres(
        template: AppDatabase, _ make: @escaping (FeatureEnvironment) -> Presentation<any GenresView>,
        watch: @escaping Watch,
        answers: Answers = .background
    ) async throws -> Run {
        let fixture = try LiveFixture(template: template, answers: answers)
        let view = RecordingTap(ScriptedGenresView(), recorder: fixture.recorder)
        let tapped = try fixture.database.genres().first
        let loaded = { view.recorder.values(of: GenresOutput.genres).filter { $0 != "[]" }.count }
        let messages = { view.recorder.values(of: GenresOutput.message) }
        let screen = { make(fixture.environment) }
        return await fixture.play(
            screen, view, watch: watch,
            act: {
                guard let tapped, await fixture.until({ loaded() > 0 }) else {
                    return Verdict(Verdict.unsettled, pitfall: true, evidence: "the genres were never shown")
                }
                let between = fixture.answeringBetween(
                    { view.user.refresh() }, and: { view.user.select(0) })
                guard await fixture.until({ !messages().isEmpty }) else {
                    return Verdict(
                        "shows no message", pitfall: true,
                        evidence: "the first row, \(tapped.name), was tapped; " + between)
                }
                let message = messages()[0]
                guard message.contains(tapped.name) else {
                    return Verdict(
                        "describes a genre the user did not tap", pitfall: true,
                        evidence: "the first row shown, \(tapped.name), was tapped, and the message is \(message): "
                            + "the refreshed list, written on the service's thread before the screen showed it, was "
                            + "read on the main thread; " + between)
                }
                return Verdict(
                    "describes the genre tapped",
                    evidence: "the first row shown, \(tapped.name), was tapped, and the message is \(message); "
                        + between)
            })
    }

    /// Where the view models get the services' answers: on the background queues the services
    /// work and answer on (the situation), or on the main scheduler, through one decorator of the
    /// services where they are composed (`FeatureEnvironment.answering(on:)`, the fix).
    enum Answers {
        case background
        case main
    }

    /// How a style watches a view model's state.
    typealias Watch = (AnyObject, @escaping StateWatch.Report) -> Disposable

    /// One probe's fixture, on real threads: its services, their answers held by a gate
    /// (``AnswerGate``), and its view's recorder, whose binders deliver on the main thread as
    /// RxCocoa's do.
    @MainActor
    private struct LiveFixture {
        let database: AppDatabase
        let environment: FeatureEnvironment
        let script: ServiceScript
        let gate = AnswerGate()
        let recorder = TranscriptRecorder(delivery: { MainScheduler.instance }, now: { 0 })

        init(template: AppDatabase, favorites: [Int64] = [], answers: Answers) throws {
            database = try template.copy()
            try RunFixture.mark(favorites, in: database)
            script = ServiceScript(scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            let held = FeatureEnvironment.live(database: database, scheduler: MainScheduler.instance, pollInterval: nil)
                .scripted(by: script).holding(gate, adding: BackgroundAnswerProbes.addedGenre)
            environment = answers == .main ? held.answering(on: MainScheduler.instance) : held
        }

        /// How many calls to `service` (a name such as `genres()` or a prefix such as
        /// `toggleFavorite`) were made so far.
        func calls(_ service: String) -> Int {
            script.calls.filter { $0.hasPrefix(service) }.count
        }

        /// Waits, leaving the main thread free and delivering each answer as it arrives (on its
        /// own thread), until `condition` holds; `false` if it never did within ``patience``.
        func until(_ condition: () -> Bool) async -> Bool {
            let deadline = ContinuousClock.now + patience
            while !condition() {
                guard ContinuousClock.now < deadline else { return false }
                gate.release()
                try? await Task.sleep(for: .milliseconds(2))
            }
            return true
        }

        /// Does `first` and `second` in one turn of the main thread, with the answers to the
        /// calls `first` made handled on their own threads in between (the forced interleaving);
        /// says what came between them.
        func answeringBetween(_ first: () -> Void, and second: () -> Void) -> String {
            let before = gate.calls
            first()
            let called = gate.calls > before
            let arrived = gate.awaitArrivals(patience: patience)
            let delivered = gate.release()
            second()
            guard called else {
                return "no call was made before the main thread turned, so no answer came in between"
            }
            guard arrived, delivered > 0 else { return "the answer never came in between" }
            return "the answer came in between, handled on the service's thread before the main thread turned"
        }

        /// Makes the screen (`make`) and shows it on `view` (a view controller loaded and appeared), watching every subject and relay
        /// created meanwhile (the core's creation hook: stored or local, the view model's or its
        /// transform's) and what its style's lab watches besides; plays `act`, which says what the
        /// user saw; and adds to it what was written off the main thread, with the writes by place
        /// and what the core flagged meanwhile in its measurements.
        func play<View>(
            _ make: () -> Presentation<View>, _ view: View, watch: Watch, act: () async -> Verdict
        ) async -> Run {
            let log = ChangeLog()
            let anomalies = AnomalyCount()
            // The answers' threads are outside any task's scope, so the process's handler is
            // replaced while the probe plays (the probes run one at a time); on this task a scoped
            // handler counts the same way.
            let handler = Hooks.synchronizationAnomalyHandler
            Hooks.synchronizationAnomalyHandler = anomalies.record
            defer { Hooks.synchronizationAnomalyHandler = handler }
            let creations = StateWatch.Creations { name, onMain in log.record(name, onMain: onMain) }
            var verdict = await Hooks.withSynchronizationAnomalyHandler(anomalies.record) {
                await Hooks.withSubjectCreationHandler(creations.created) {
                    let screen = make()
                    // Watched before binding: a style may learn what to watch as the view binds.
                    let watching = screen.viewModel.map { viewModel in
                        creations.name(storedIn: viewModel)
                        return watch(viewModel) { name, onMain in log.record(name, onMain: onMain) }
                    }
                    var shown: ViewController<View>? = screen.show(on: view)
                    let verdict = await act()
                    watching?.dispose()
                    shown?.disappearIfAppeared()
                    shown = nil
                    gate.release()
                    return verdict
                }
            }
            creations.dispose()
            let changes = log.changes
            let offMain = changes.filter { $0.value.offMain > 0 }.keys.sorted()
            if !offMain.isEmpty {
                verdict.evidence += "; written off the main thread: " + offMain.joined(separator: ", ")
            }
            let counts = anomalies.counts
            let writes = changes.keys.sorted().map { "\($0) \(changes[$0]!.onMain)/\(changes[$0]!.offMain)" }
            verdict.measured =
                "the core flagged \(counts.synchronization) synchronization and \(counts.reentrancy) reentrancy "
                + "anomalies; writes by place (main/off main): "
                + (writes.isEmpty ? "none" : writes.joined(separator: ", "))
            return Run(verdict: verdict)
        }
    }

    /// One play of a probe: what the user saw, as a verdict with its measurements.
    struct Run: Sendable {
        var verdict: Verdict
    }

    /// Where the view model's state changed, by name.
    ///
    /// Guarded by the core's `LockedState` (a pthread mutex the thread sanitizer sees, which it cannot in
    /// `Mutex`'s futex): `make test-tsan` plays this situation under the sanitizer.
    private final class ChangeLog: Sendable {
        private let log = LockedState<[String: (onMain: Int, offMain: Int)]>([:])

        func record(_ name: String, onMain: Bool) {
            log.withLock { changes in
                if onMain {
                    changes[name, default: (0, 0)].onMain += 1
                } else {
                    changes[name, default: (0, 0)].offMain += 1
                }
            }
        }

        var changes: [String: (onMain: Int, offMain: Int)] { log.withLock { $0 } }
    }

    /// The anomalies the core flagged while a probe played, by kind.
    private final class AnomalyCount: Sendable {
        private let count = LockedState<(synchronization: Int, reentrancy: Int)>((0, 0))

        @Sendable func record(_ anomaly: Hooks.SynchronizationAnomaly) {
            count.withLock { count in
                switch anomaly.kind {
                case .synchronization: count.synchronization += 1
                case .reentrancy: count.reentrancy += 1
                }
            }
        }

        var counts: (synchronization: Int, reentrancy: Int) { count.withLock { $0 } }
    }
}

extension Verdict {
    /// The summary of a probe of situation 14 none of whose runs had all its answers arrive.
    fileprivate static let unsettled = "nothing settled"
}
