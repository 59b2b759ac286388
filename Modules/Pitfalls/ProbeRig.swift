import Domain
import Features
import Foundation
import ReactiveCore
import Scenarios
import ScriptedServices
import Services
import Storage
import Transcripts

/// What one probe runs on: a virtual clock, a copy of the catalog with the probe's favorites,
/// services that answer after 50 ms and log their calls, and a recorder for what views are shown.
@MainActor
final class ProbeRig {
    let clock = ScenarioClock()
    let recorder: TranscriptRecorder
    let script: ServiceScript
    let environment: FeatureEnvironment
    /// The probe's copy of the catalog.
    let database: AppDatabase
    private let observations: ObservationCounter

    /// A rig over a copy of `template` whose library has `favorites`, the first the oldest.
    init(template: AppDatabase, favorites: [Int64] = []) throws {
        let database = try template.copy()
        self.database = database
        for (index, trackID) in favorites.enumerated() {
            try database.setFavorite(trackID: trackID, true, at: Date(timeIntervalSince1970: Double(index)))
        }
        recorder = TranscriptRecorder(now: { [clock] in clock.clock })
        let services = ServiceStack.scripted(
            database: database, clock: clock, taskClock: clock.forTasks, latencies: [.milliseconds(50)])
        script = services.script
        let observations = ObservationCounter()
        self.observations = observations
        let scripted = services.environment
        // The probe's own instrument around the stack: how often the favorites are observed.
        environment = FeatureEnvironment(
            catalog: scripted.catalog, library: ObservedLibraryService(base: scripted.library, counter: observations),
            scheduler: clock, clock: clock.forTasks)
    }

    /// How many times the library's favorites have been subscribed to.
    var favoritesObservations: Int { observations.count }

    /// The services called so far, in order.
    var calls: [String] { script.calls }

    /// Runs `body` with Drivers and Signals delivering synchronously on the clock, as on an app's
    /// main thread, then plays the clock until nothing is left to do: each item it runs in a
    /// stage of its own, the run settling after each (``ScenarioClock/run(until:)``).
    func play(_ body: () -> Void) async {
        clock.onStage(body)
        await clock.run()
    }
}

/// Counts subscriptions to the favorites: one observation of the database each.
private final class ObservationCounter {
    var count = 0
}

/// A library service that counts how often its favorites are observed.
private struct ObservedLibraryService: LibraryService {
    let base: LibraryService
    let counter: ObservationCounter

    func favorites() -> Observable<[LibraryItem]> {
        Observable.deferred { [counter, base] in
            counter.count += 1
            return base.favorites()
        }
    }

    func entry(trackID: Int64) -> Single<LibraryEntry?> { base.entry(trackID: trackID) }

    func save(trackID: Int64, rating: Rating, note: String) -> Single<LibraryEntry> {
        base.save(trackID: trackID, rating: rating, note: note)
    }

    func toggleFavorite(trackID: Int64) -> Single<LibraryEntry> { base.toggleFavorite(trackID: trackID) }
}

/// What a probe with no services plays on: a virtual clock and a recorder reading it.
@MainActor
final class ProbeStage {
    let clock = ScenarioClock()
    let recorder: TranscriptRecorder

    init() {
        recorder = TranscriptRecorder(now: { [clock] in clock.clock })
    }

    /// Does `body` (what the user, or a view controller, does) with Drivers and Signals delivering
    /// synchronously on the clock, as on an app's main thread; then lets the run settle: what it
    /// started (a model's task, a view's observation) runs as it would before the next thing the
    /// user does.
    func act<Result>(_ body: () throws -> Result) async rethrows -> Result {
        let result = try clock.onStage(body)
        await ScenarioClock.settle()
        return result
    }
}

/// Plays `body` on a stage of its own; for probes that need no services.
@MainActor
func onStage(_ body: (ProbeStage) async -> Verdict) async -> Verdict {
    await body(ProbeStage())
}
