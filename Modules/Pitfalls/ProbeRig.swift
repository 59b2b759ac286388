import Composition
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
        let services = ServiceStack.scripted(database: database, clock: clock, latencies: [.milliseconds(50)])
        script = services.script
        let observations = ObservationCounter()
        self.observations = observations
        let scripted = services.environment
        // The probe's own instrument around the stack: how often the favorites are observed.
        environment = FeatureEnvironment(
            catalog: scripted.catalog, library: ObservedLibraryService(base: scripted.library, counter: observations),
            scheduler: clock)
    }

    /// How many times the library's favorites have been subscribed to.
    var favoritesObservations: Int { observations.count }

    /// The services called so far, in order.
    var calls: [String] { script.calls }

    /// Runs `body` with Drivers and Signals delivering synchronously on the clock, as on an app's
    /// main thread, then plays the clock until nothing is left to do.
    func play(_ body: () -> Void) {
        SharingScheduler.mock(scheduler: SynchronousScheduler(timedBy: clock)) {
            body()
            clock.start()
        }
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

/// Runs `body` with a recorder, Drivers and Signals delivering synchronously as on an app's main
/// thread; for probes that need no services.
func onStage(_ body: (TranscriptRecorder) -> Verdict) -> Verdict {
    onClockedStage { recorder, _ in body(recorder) }
}

/// Runs `body` with a recorder and the virtual clock it reads, Drivers and Signals delivering
/// synchronously on that clock as on an app's main thread; for probes that need no services.
func onClockedStage(_ body: (TranscriptRecorder, ScenarioClock) -> Verdict) -> Verdict {
    let clock = ScenarioClock()
    var verdict: Verdict?
    SharingScheduler.mock(scheduler: SynchronousScheduler(timedBy: clock)) {
        verdict = body(TranscriptRecorder(now: { clock.clock }), clock)
    }
    return verdict!
}
