import Features
import Foundation
import ReactiveCore
import ScriptedServices
import Storage

/// A run's set-up, written once for the scenario runner, the pitfall probes and the tests: a copy
/// of the catalog with the run's favorites, a virtual clock and a recorder timed by it (a
/// ``RecordingFixture``), and scripted services on that clock, answering after the run's latencies or
/// failing where it says.
///
/// A probe that needs an instrument of its own (a counter of the favorites' observations)
/// decorates the services as the fixture is made (`decorating:`); the calls are logged by the
/// fixture's, inside any decoration.
///
/// ```swift
/// let fixture = try RunFixture(template: catalog, favorites: [1, 6], latencies: [.milliseconds(50)])
/// await fixture.play { screen = make(fixture.environment) }
/// ```
@MainActor
package final class RunFixture: RecordingFixture {
    /// The run's copy of the catalog (so runs never see each other's saves).
    package let database: AppDatabase
    /// The script around the services: the calls made so far, the latencies and the failures.
    package let script: ServiceScript
    /// The services, as view models get them: the scripted ones, decorated as the fixture's maker
    /// asked.
    package let environment: FeatureEnvironment

    /// A fixture over a copy of `template` whose library has `favorites`, the first the oldest.
    ///
    /// - Parameters:
    ///   - template: The catalog the run copies.
    ///   - favorites: The tracks marked as favorites before the run, the first the oldest.
    ///   - latencies: The latency of each service call in turn; the last one applies to later
    ///     calls.
    ///   - failingCalls: The numbers of the service calls that fail.
    ///   - file: Where to write the copy, for a run whose saves are read back from the file; `nil`
    ///     (the default) keeps it in memory.
    ///   - decorating: Wraps the scripted services in an instrument of the caller's.
    /// - Throws: ``ScenarioError/noTrack(_:)`` when the catalog has no track of `favorites`;
    ///   whatever copying the catalog throws.
    package init(
        template: AppDatabase, favorites: [Int64] = [], latencies: [RxTimeInterval] = [.milliseconds(0)],
        failingCalls: Set<Int> = [], file: String? = nil,
        decorating: (FeatureEnvironment) -> FeatureEnvironment = { $0 }
    ) throws {
        database = try file.map(template.copy(toFile:)) ?? template.copy()
        try Self.mark(favorites, in: database)
        let clock = ScenarioClock()
        let script = ServiceScript(scheduler: clock, latencies: latencies, failingCalls: failingCalls)
        self.script = script
        environment = decorating(
            FeatureEnvironment.scripted(database: database, clock: clock.forTasks, script: script))
        super.init(clock: clock)
    }

    /// The service calls made so far, in order, described as `method(argument)`.
    package var calls: [String] { script.calls }

    /// Marks `favorites` as favorites in `database`, the first the oldest, a second apart from
    /// 1 000 s before time 0: before any time a run's clock shows (its changes are saved at the
    /// clock's time, from 0), so a toggle during a run is the newest favorite.
    ///
    /// - Throws: ``ScenarioError/noTrack(_:)`` when `database` has no track of `favorites`.
    package nonisolated static func mark(_ favorites: [Int64], in database: AppDatabase) throws {
        for (index, trackID) in favorites.enumerated() {
            do {
                try database.setFavorite(trackID: trackID, true, at: Date(timeIntervalSince1970: Double(index - epoch)))
            } catch {
                throw ScenarioError.noTrack(trackID)
            }
        }
    }

    /// How many seconds before a run's time 0 the first favorite was marked.
    private nonisolated static let epoch = 1_000
}
