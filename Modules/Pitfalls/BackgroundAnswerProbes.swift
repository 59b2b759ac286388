import Composition
import Domain
import Features
import Foundation
import Lab
import Observation
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
/// The probe watches the view model's state as its style says it keeps it
/// (``StyleLab/watchState(of:_:)``), and must run on the main actor, whose thread the main
/// scheduler delivers to: it awaits each answer, leaving the main thread free for the main queue.
@MainActor
enum BackgroundAnswerProbes {
    /// Plays `probe` until a run settles, at most three times.
    ///
    /// A run can fail to settle when the race the situation is about loses an answer (a save
    /// racing the draft it saves, seen about once in thirty runs of the subjects' and MVB's
    /// editors): the cell is about where the state changes, so such a run is played again, and
    /// "nothing settled" is shown only when three in a row do not settle.
    static func settled(_ probe: () async throws -> Verdict) async rethrows -> Verdict {
        var verdict = try await probe()
        for _ in 1..<3 where verdict.summary == Verdict.unsettled {
            verdict = try await probe()
        }
        return verdict
    }

    /// How long the probe waits for the answers before it gives up.
    nonisolated static let patience: Duration = .seconds(10)

    /// The library: shown, then both favorites toggled back to back (in one turn of the main
    /// thread, so the list cannot change between them), the second while the first is being
    /// saved.
    static func library(
        template: AppDatabase, _ make: (FeatureEnvironment) -> Screen<LibraryView>, watch: Watch,
        answers: Answers = .background
    ) async throws -> Verdict {
        let stage = try Stage(template: template, favorites: LibraryProbes.favorites, answers: answers)
        let view = ScriptedLibraryView(recorder: stage.recorder)
        let screen = make(stage.environment)
        let shown = { view.recorder.values(of: LibraryOutput.items).count }
        return try await stage.play(screen, view, watch: watch) {
            guard await stage.until({ shown() > 0 }) else { return "the list was never shown" }
            view.toggles.accept(0)
            view.toggles.accept(1)
            // Both favorites were unmarked: the list ends empty.
            let settled = await stage.until { view.recorder.values(of: LibraryOutput.items).last == Rendering.list([]) }
            return settled ? nil : "the two toggles never settled in the list"
        }
    }

    /// The editor: the saved entry loads, the user rates the track 3 and saves.
    static func editor(
        template: AppDatabase, _ make: (Track, FeatureEnvironment) -> Screen<EditorView>, watch: Watch,
        answers: Answers = .background
    ) async throws -> Verdict {
        let stage = try Stage(template: template, answers: answers)
        let view = ScriptedEditorView(recorder: stage.recorder)
        let screen = make(try stage.database.track(id: 1), stage.environment)
        return try await stage.play(screen, view, watch: watch) {
            guard await stage.until({ !view.recorder.values(of: EditorOutput.draft).isEmpty }) else {
                return "the draft was never shown"
            }
            view.ratings.accept(3)
            view.saves.accept(())
            let saved = await stage.until { !view.recorder.values(of: EditorOutput.saveResult).isEmpty }
            return saved ? nil : "the save never answered"
        }
    }

    /// The genres: they load when the view appears; the user refreshes as soon as they show.
    static func genres(
        template: AppDatabase, _ make: (FeatureEnvironment) -> Screen<GenresView>, watch: Watch,
        answers: Answers = .background
    ) async throws -> Verdict {
        let stage = try Stage(template: template, answers: answers)
        let view = ScriptedGenresView(recorder: stage.recorder)
        let screen = make(stage.environment)
        let loaded = { view.recorder.values(of: GenresOutput.genres).filter { $0 != "[]" }.count }
        return try await stage.play(screen, view, watch: watch) {
            view.appearanceEvents.onNext(())
            guard await stage.until({ loaded() > 0 }) else { return "the genres were never shown" }
            let loading = { view.recorder.values(of: GenresOutput.isLoading) }
            let before = loading().count
            view.refreshes.accept(())
            // The same genres again are not shown again; the end of the refresh's loading is.
            let reloaded = await stage.until { loading().count > before && loading().last == "false" }
            return reloaded ? nil : "the refresh never answered"
        }
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

    /// One probe's services, answering on a background queue, and its view's recorder, whose
    /// binders deliver on the main thread as RxCocoa's do.
    @MainActor
    private struct Stage {
        let database: AppDatabase
        let environment: FeatureEnvironment
        let script: ServiceScript
        let recorder = TranscriptRecorder(delivery: { MainScheduler.instance }, now: { 0 })

        init(template: AppDatabase, favorites: [Int64] = [], answers: Answers) throws {
            database = try template.copy()
            for (index, trackID) in favorites.enumerated() {
                try database.setFavorite(trackID: trackID, true, at: Date(timeIntervalSince1970: Double(index)))
            }
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

        /// Binds `view` to `screen`, watches its view model, plays `act` (which says what never
        /// happened, if anything), and says where the view model changed its state.
        func play<View>(
            _ screen: Screen<View>, _ view: View, watch: Watch, act: () async -> String?
        ) async throws -> Verdict {
            let log = ChangeLog()
            // The race this situation is about makes the core detect, on the answers' threads,
            // events sent into one sink by two threads at once (a relay accepting two answers).
            // Those threads are outside any task's scope, so the process's handler is replaced
            // while the probe plays (the probes run one at a time), and the anomalies are dropped
            // rather than printed over the matrix: the ⚠ cells already show the race (state changed
            // off the main thread), and how often the core catches two answers in the same sink
            // varies from run to run, so no count could be printed the same way twice.
            let handler = Hooks.synchronizationAnomalyHandler
            Hooks.synchronizationAnomalyHandler = { _ in }
            defer { Hooks.synchronizationAnomalyHandler = handler }
            // Watched before binding: a style may learn what to watch as the view binds.
            let watching = screen.viewModel.map { watch($0) { name, onMain in log.record(name, onMain: onMain) } }
            let binding = screen.bind(to: view)
            let failure = await act()
            watching?.dispose()
            binding.dispose()
            // A change off the main thread is the finding, whatever became of the answers after it.
            if let failure, !log.changedOffMain {
                return Verdict(Verdict.unsettled, pitfall: true, evidence: failure)
            }
            if log.isEmpty, screen.viewModel is any Observation.Observable {
                // Where the probe is blind, it says so: an @Observable model keeps its state in
                // properties the watch cannot see; their isolation is the compiler's to check.
                return Verdict(
                    "its state is main-actor isolated",
                    evidence: "no subject or relay of its own: its state is in @MainActor @Observable properties, "
                        + "which the compiler lets change on the main actor only; the answers arrived on the "
                        + "background queue and the model resumed on the main actor (this probe does not watch "
                        + "@Observable properties)")
            }
            return log.verdict
        }
    }

    /// Where the view model's state changed, by name.
    ///
    /// Guarded by an `NSLock` (a pthread mutex the thread sanitizer sees, which it cannot in
    /// `Mutex`'s futex): `make test-tsan` plays this situation under the sanitizer.
    private final class ChangeLog: Sendable {
        private let changes = LockedValue<[String: (onMain: Int, offMain: Int)]>([:])

        func record(_ name: String, onMain: Bool) {
            changes.withLock { changes in
                if onMain {
                    changes[name, default: (0, 0)].onMain += 1
                } else {
                    changes[name, default: (0, 0)].offMain += 1
                }
            }
        }

        /// Whether nothing was seen to change.
        var isEmpty: Bool {
            changes.withLock { $0.isEmpty }
        }

        /// Whether anything changed off the main thread.
        var changedOffMain: Bool {
            changes.withLock { $0.values.contains { $0.offMain > 0 } }
        }

        var verdict: Verdict {
            let changes = changes.withLock { $0 }
            let offMain = changes.filter { $0.value.offMain > 0 }.keys.sorted()
            if changes.isEmpty {
                return Verdict(
                    "its state is in its operators",
                    evidence: "no subject, relay or observed property of its own changed: what changed lives in "
                        + "its operator chain, which takes one event at a time")
            }
            guard offMain.isEmpty else {
                return Verdict(
                    "changes its state on the service's thread", pitfall: true,
                    evidence: offMain.joined(separator: ", ")
                        + " changed on the background queue the answer came on, while the user acts on the main thread")
            }
            return Verdict(
                "changes its state on the main thread only",
                evidence: "every change of \(changes.keys.sorted().joined(separator: ", ")) was on the main thread")
        }
    }
}

extension Verdict {
    /// The summary of a run of situation 14 whose answers did not all arrive.
    fileprivate static let unsettled = "nothing settled"
}
