import Domain
import Features
import ReactiveCore
import Scenarios
import Services
import Storage

extension RunFixture {
    /// What one probe runs on: the run fixture over a copy of `template` whose library has
    /// `favorites`, the first the oldest, its services answering after 50 ms, the library
    /// counting how often its favorites are observed (``favoritesObservations``).
    /// A probe that reads back what reached the database passes a `file` to write the copy to.
    static func probe(template: AppDatabase, favorites: [Int64] = [], file: String? = nil) throws -> RunFixture {
        try RunFixture(
            template: template, favorites: favorites, latencies: [.milliseconds(50)], file: file
        ) { scripted in
            // The probe's own instrument around the stack: how often the favorites are observed.
            FeatureEnvironment(
                catalog: scripted.catalog,
                library: ObservedLibraryService(base: scripted.library, counter: ObservationCounter()),
                scheduler: scripted.scheduler, clock: scripted.clock)
        }
    }

    /// How many times the library's favorites have been subscribed to: 0 on a fixture not made by
    /// ``probe(template:favorites:)``, whose library does not count them.
    var favoritesObservations: Int { (environment.library as? ObservedLibraryService)?.counter.count ?? 0 }
}

/// Plays `body` on a fixture of its own; for probes that need no services.
@MainActor
func withRecordingFixture(_ body: (RecordingFixture) async -> Verdict) async -> Verdict {
    await body(RecordingFixture())
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
