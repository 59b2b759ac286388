import Domain
import Features
import ReactiveCore
import Scenarios
import Services
import Storage

extension RunFixture {
    /// What one probe runs on: the run fixture over a copy of `template` whose library has
    /// `favorites`, the first the oldest, its services answering after 50 ms. A probe that reads
    /// back what reached the database passes a `file` to write the copy to.
    static func probe(template: AppDatabase, favorites: [Int64] = [], file: String? = nil) throws -> RunFixture {
        try observedProbe(template: template, favorites: favorites, file: file).fixture
    }

    /// A probe's fixture (``probe(template:favorites:)``) whose library counts how often its
    /// favorites are observed, and the count.
    static func observedProbe(
        template: AppDatabase, favorites: [Int64] = [], file: String? = nil
    ) throws -> (fixture: RunFixture, observations: ObservationCounter) {
        let observations = ObservationCounter()
        let fixture = try RunFixture(
            template: template, favorites: favorites, latencies: [.milliseconds(50)], file: file
        ) { scripted in
            // The probe's own instrument around the scripted services: how often the favorites are
            // observed.
            var counted = scripted
            counted.library.favorites = {
                Observable.deferred {
                    observations.count += 1
                    return scripted.library.favorites()
                }
            }
            return counted
        }
        return (fixture, observations)
    }
}

/// Plays `body` on a fixture of its own; for probes that need no services.
@MainActor
func withRecordingFixture(_ body: (RecordingFixture) async -> Verdict) async -> Verdict {
    await body(RecordingFixture())
}

/// Counts subscriptions to the favorites: one observation of the database each.
final class ObservationCounter {
    var count = 0
}
