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

/// Situation 14: the services answer on a background queue (nothing mocked, Drivers and Signals
/// on the real main scheduler), while the user keeps acting on the main thread. Where does the
/// view model change its state: only on the main thread, or also on the thread an answer
/// arrived on, where it races with the next intent?
///
/// The probe watches every write to the subjects and relays the screen creates, stored or local
/// (the core's creation hook, ``StateWatch/Creations``), and what its style's lab watches besides
/// (``StyleLab/watchState(of:_:)``). It must run on the main actor, whose thread the main
/// scheduler delivers to: it awaits each answer, leaving the main thread free for the main queue.
@MainActor
enum BackgroundAnswerProbes {
    /// How many times each probe is played on a style's main code: the race the situation is about
    /// sometimes loses an answer (a save racing the draft it saves), and how often is part of the
    /// finding, so every run is counted, none played again.
    nonisolated static let runs = 10

    /// How many times a fix is played again (a variant, or the shared remedy): enough to see where
    /// it writes, at a fifth of the price; the measurements are the main code's.
    nonisolated static let replays = 2

    /// Plays `probe` `times` times and says where the view model's state changed over all of
    /// them, with what varies from run to run (the runs that lost an answer, the anomalies the
    /// core flagged) in the verdict's measurements, which the markdown leaves out.
    static func measured(times: Int, _ probe: () async throws -> Run) async rethrows -> Verdict {
        var played: [Run] = []
        for _ in 0..<times { played.append(try await probe()) }
        return Run.verdict(of: played)
    }

    /// Plays a probe (``measured(times:_:)``) with the services answering on a background queue:
    /// ``runs`` times on a style's main code (`mainCode`), ``replays`` times on a variant. On the
    /// main code, where the state changed off the main thread, plays it again with the shared
    /// remedy, every answer delivered on the main scheduler by one decorator where the services are
    /// composed (`FeatureEnvironment.answering(on:)`), and says in the evidence what that did: a
    /// remedy for every style at once, shown apart from the style's own fix (its variant).
    static func played(mainCode: Bool, _ probe: (Answers) async throws -> Run) async rethrows -> Verdict {
        var verdict = try await measured(times: mainCode ? runs : replays) { try await probe(.background) }
        guard mainCode, verdict.isPitfall else { return verdict }
        let remedied = try await measured(times: replays) { try await probe(.main) }
        let lines = SourceCounts.statements(of: SourceCounts.answeringSource).map { "\($0) statements" } ?? "uncounted"
        verdict.evidence +=
            "; played apart with the shared remedy (FeatureEnvironment.answering(on:), \(lines) for every style, "
            + "answers on the main scheduler): " + (remedied.isPitfall ? "still " : "") + remedied.summary
        return verdict
    }

    /// How long the probe waits for the answers before it gives up.
    nonisolated static let patience: Duration = .seconds(10)

    /// The library: shown, then both favorites toggled back to back (in one turn of the main
    /// thread, so the list cannot change between them), the second while the first is being
    /// saved.
    static func library(
        template: AppDatabase, _ make: @escaping (FeatureEnvironment) -> Screen<LibraryView>, watch: @escaping Watch,
        answers: Answers = .background
    ) async throws -> Run {
        let fixture = try LiveFixture(template: template, favorites: LibraryProbes.favorites, answers: answers)
        let view = RecordingTap(ScriptedLibraryView(), recorder: fixture.recorder)
        let shown = { view.recorder.values(of: LibraryOutput.items).count }
        let screen = { make(fixture.environment) }
        return await fixture.play(
            screen, view, watch: watch,
            act: {
                guard await fixture.until({ shown() > 0 }) else { return "the list was never shown" }
                view.toggles.accept(0)
                view.toggles.accept(1)
                // Both favorites were unmarked: the list ends empty.
                let settled = await fixture.until {
                    view.recorder.values(of: LibraryOutput.items).last == Rendering.list([])
                }
                return settled ? nil : "the two toggles never settled in the list"
            })
    }

    /// The editor: the saved entry loads, the user rates the track 3 and saves.
    static func editor(
        template: AppDatabase, _ make: @escaping (Track, FeatureEnvironment) -> Screen<EditorView>,
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
                    return "the draft was never shown"
                }
                view.ratings.accept(3)
                view.saves.accept(())
                let saved = await fixture.until { !view.recorder.values(of: EditorOutput.saveResult).isEmpty }
                return saved ? nil : "the save never answered"
            })
    }

    /// The genres: they load when the view appears; the user refreshes as soon as they show.
    static func genres(
        template: AppDatabase, _ make: @escaping (FeatureEnvironment) -> Screen<GenresView>, watch: @escaping Watch,
        answers: Answers = .background
    ) async throws -> Run {
        let fixture = try LiveFixture(template: template, answers: answers)
        let view = RecordingTap(ScriptedGenresView(), recorder: fixture.recorder)
        let loaded = { view.recorder.values(of: GenresOutput.genres).filter { $0 != "[]" }.count }
        let screen = { make(fixture.environment) }
        return await fixture.play(
            screen, view, watch: watch,
            act: {
                view.appearanceEvents.onNext(())
                guard await fixture.until({ loaded() > 0 }) else { return "the genres were never shown" }
                let loading = { view.recorder.values(of: GenresOutput.isLoading) }
                let before = loading().count
                view.refreshes.accept(())
                // The same genres again are not shown again; the end of the refresh's loading is.
                let reloaded = await fixture.until { loading().count > before && loading().last == "false" }
                return reloaded ? nil : "the refresh never answered"
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

    /// One probe's fixture, on real time: its services, answering on a background queue, and its
    /// view's recorder, whose binders deliver on the main thread as RxCocoa's do.
    @MainActor
    private struct LiveFixture {
        let database: AppDatabase
        let environment: FeatureEnvironment
        let script: ServiceScript
        let recorder = TranscriptRecorder(delivery: { MainScheduler.instance }, now: { 0 })

        init(template: AppDatabase, favorites: [Int64] = [], answers: Answers) throws {
            database = try template.copy()
            try RunFixture.mark(favorites, in: database)
            let services = ServiceStack.live(
                database: database, scheduler: MainScheduler.instance,
                answers: ConcurrentDispatchQueueScheduler(qos: .userInitiated), latencies: [.milliseconds(5)],
                pollInterval: nil)
            environment =
                answers == .main ? services.environment.answering(on: MainScheduler.instance) : services.environment
            script = services.script
        }

        /// How many calls to `service` (a name such as `genres()` or a prefix such as
        /// `toggleFavorite`) were made so far.
        func calls(_ service: String) -> Int {
            script.calls.filter { $0.hasPrefix(service) }.count
        }

        /// Waits, leaving the main thread free, until `condition` holds; `false` if it never did
        /// within ``patience``.
        func until(_ condition: () -> Bool) async -> Bool {
            let deadline = ContinuousClock.now + patience
            while !condition() {
                guard ContinuousClock.now < deadline else { return false }
                try? await Task.sleep(for: .milliseconds(2))
            }
            return true
        }

        /// Makes the screen (`make`) and binds `view` to it, watching every subject and relay
        /// created meanwhile (the core's creation hook: stored or local, the view model's or its
        /// transform's) and what its style's lab watches besides; plays `act` (which says what
        /// never happened, if anything); and says where the state changed, and what the core
        /// flagged meanwhile.
        func play<View>(
            _ make: () -> Screen<View>, _ view: View, watch: Watch, act: () async -> String?
        ) async -> Run {
            let log = ChangeLog()
            let anomalies = AnomalyCount()
            // The race this situation is about makes the core detect, on the answers' threads,
            // events sent into one sink by two threads at once (a relay accepting two answers).
            // Those threads are outside any task's scope, so the process's handler is replaced
            // while the probe plays (the probes run one at a time); on this task a scoped handler
            // counts the same way. The counts vary from run to run: they are measurements.
            let handler = Hooks.synchronizationAnomalyHandler
            Hooks.synchronizationAnomalyHandler = anomalies.record
            defer { Hooks.synchronizationAnomalyHandler = handler }
            let creations = StateWatch.Creations { name, onMain in log.record(name, onMain: onMain) }
            let failure = await Hooks.withSynchronizationAnomalyHandler(anomalies.record) {
                await Hooks.withSubjectCreationHandler(creations.created) {
                    let screen = make()
                    // Watched before binding: a style may learn what to watch as the view binds.
                    let watching = screen.viewModel.map { viewModel in
                        creations.name(storedIn: viewModel)
                        return watch(viewModel) { name, onMain in log.record(name, onMain: onMain) }
                    }
                    let binding = screen.bind(to: view)
                    let failure = await act()
                    watching?.dispose()
                    binding.dispose()
                    return failure
                }
            }
            creations.dispose()
            return Run(changes: log.changes, failure: failure, anomalies: anomalies.counts)
        }
    }

    /// One run of a probe: where each watched place changed, what never happened, if anything,
    /// and the anomalies the core flagged.
    struct Run: Sendable {
        /// The writes to each watched place, by name: on the main thread, and off it.
        var changes: [String: (onMain: Int, offMain: Int)]
        /// What never happened (an answer lost), if anything.
        var failure: String?
        /// The synchronization and reentrancy anomalies the core flagged.
        var anomalies: (synchronization: Int, reentrancy: Int)

        /// Where the state changed over `runs`, the runs that lost an answer, and the anomalies.
        static func verdict(of runs: [Run]) -> Verdict {
            var changes: [String: (onMain: Int, offMain: Int)] = [:]
            for run in runs {
                for (name, count) in run.changes {
                    changes[name, default: (0, 0)].onMain += count.onMain
                    changes[name, default: (0, 0)].offMain += count.offMain
                }
            }
            let lost = runs.compactMap(\.failure)
            let synchronization = runs.map(\.anomalies.synchronization).reduce(0, +)
            let reentrancy = runs.map(\.anomalies.reentrancy).reduce(0, +)
            let reasons: String = Set(lost).sorted().joined(separator: "; ")
            let writes: [String] = changes.keys.sorted().map { name in
                let count = changes[name]!
                return "\(name) \(count.onMain)/\(count.offMain)"
            }
            var measured = "\(lost.count) of \(runs.count) runs lost an answer"
            if !lost.isEmpty { measured += " (\(reasons))" }
            measured += "; over the \(runs.count) runs the core flagged \(synchronization) synchronization and "
            measured += "\(reentrancy) reentrancy anomalies; writes by place (main/off main): "
            measured += writes.isEmpty ? "none" : writes.joined(separator: ", ")
            let offMain = changes.filter { $0.value.offMain > 0 }.keys.sorted()
            var verdict: Verdict
            if lost.count == runs.count, offMain.isEmpty {
                verdict = Verdict(
                    Verdict.unsettled, pitfall: true, evidence: "no run settled: \(reasons)")
            } else if changes.isEmpty {
                verdict = Verdict(
                    "its state is in its operators",
                    evidence:
                        "no subject or relay it made, stored or local (the creation hook sees both), was written: "
                        + "what changed lives in its operator chain, which takes one event at a time "
                        + "(played \(runs.count) times)")
            } else if !offMain.isEmpty {
                verdict = Verdict(
                    "changes its state on the service's thread", pitfall: true,
                    evidence: offMain.joined(separator: ", ")
                        + " written on the background queue the answer came on, while the user acts on the main thread "
                        + "(played \(runs.count) times)")
            } else {
                verdict = Verdict(
                    "changes its state on the main thread only",
                    evidence: "every write to \(changes.keys.sorted().joined(separator: ", ")) was on the main thread "
                        + "(played \(runs.count) times)")
            }
            verdict.measured = measured
            return verdict
        }
    }

    /// Where the view model's state changed, by name.
    ///
    /// Guarded by an `NSLock` (a pthread mutex the thread sanitizer sees, which it cannot in
    /// `Mutex`'s futex): `make test-tsan` plays this situation under the sanitizer.
    private final class ChangeLog: Sendable {
        private let log = LockedValue<[String: (onMain: Int, offMain: Int)]>([:])

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
        private let count = LockedValue<(synchronization: Int, reentrancy: Int)>((0, 0))

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
