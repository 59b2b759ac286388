import Features
import Foundation
import ReactiveCore
import Services
import Storage

extension FeatureEnvironment {
    /// The live services over `database`, the one place a live catalog and library are made: the
    /// terminal UI's (once, sharing its favorites), the scripted runs' (Scenarios'
    /// `scripted(database:…)`) and the pitfall lab's probes' on real threads.
    ///
    /// Each call runs against the database on `work` when subscribed (by default a background
    /// queue each, so that a slow search does not block the caller); saves are transactions, and
    /// the favorites are observed live, changes saved by another process included.
    ///
    /// - Parameters:
    ///   - database: What the services read and write.
    ///   - scheduler: Timing (debounce, polling) and where the favorites are delivered.
    ///   - work: Where the services read and write the database: when `nil`, the serial queues
    ///     `bindery.catalog` and `bindery.library`.
    ///   - pollInterval: How often the favorites look for other processes' changes (never when
    ///     `nil`).
    ///   - now: The time a change is saved at (a scripted run's virtual time).
    ///   - clock: What async models sleep on.
    package static func live(
        database: AppDatabase, scheduler: SchedulerType, work: ImmediateSchedulerType? = nil,
        pollInterval: RxTimeInterval? = .milliseconds(500), now: @escaping () -> Date = Date.init,
        clock: any Clock<Duration> = ContinuousClock()
    ) -> FeatureEnvironment {
        let catalogQueue = work ?? SerialDispatchQueueScheduler(internalSerialQueueName: "bindery.catalog")
        let libraryQueue = work ?? SerialDispatchQueueScheduler(internalSerialQueueName: "bindery.library")
        func run<Value>(
            on queue: ImmediateSchedulerType, _ body: @escaping (AppDatabase) throws -> Value
        ) -> Single<Value> {
            Single.deferred { .just(try body(database)) }.subscribe(on: queue)
        }
        return FeatureEnvironment(
            catalog: CatalogService(
                search: { query in run(on: catalogQueue) { try $0.search(query, limit: CatalogSearch.resultLimit) } },
                track: { id in run(on: catalogQueue) { try $0.track(id: id) } },
                genres: { run(on: catalogQueue) { try $0.genres() } }),
            library: LibraryService(
                favorites: { database.observeFavorites(on: scheduler, pollInterval: pollInterval) },
                entry: { id in run(on: libraryQueue) { try $0.entry(trackID: id) } },
                save: { id, rating, note in
                    run(on: libraryQueue) { try $0.saveEntry(trackID: id, rating: rating, note: note, at: now()) }
                },
                toggleFavorite: { id in run(on: libraryQueue) { try $0.toggleFavorite(trackID: id, at: now()) } }),
            scheduler: scheduler, clock: clock)
    }

    /// The same services, the library's favorites one shared observation (seven panes showing
    /// the library poll the database once, not seven times): the first watcher starts it, the
    /// latest value is replayed to the next ones, and it stops when the last one leaves.
    package func sharingFavorites() -> FeatureEnvironment {
        let shared = library.favorites().share(replay: 1, scope: .whileConnected)
        var environment = self
        environment.library.favorites = { shared }
        return environment
    }
}
