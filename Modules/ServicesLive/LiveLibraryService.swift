import Domain
import Foundation
import ReactiveCore
import Services
import Storage

/// The library service over the app's database: saves are transactions, and the favorites are
/// observed live, including changes saved by another process.
package struct LiveLibraryService: LibraryService {
    private let database: AppDatabase
    private let scheduler: SchedulerType
    private let work: ImmediateSchedulerType
    private let pollInterval: RxTimeInterval?
    private let clock: () -> Date

    /// A library service.
    ///
    /// - Parameters:
    ///   - database: The app's database.
    ///   - scheduler: Where the favorites are delivered and other processes' changes polled.
    ///   - work: Where saves and reads run.
    ///   - pollInterval: How often to look for other processes' changes; `nil` not to.
    ///   - clock: The time a change is saved at (a scripted run's virtual time).
    package init(
        database: AppDatabase, scheduler: SchedulerType,
        work: ImmediateSchedulerType = SerialDispatchQueueScheduler(internalSerialQueueName: "bindery.library"),
        pollInterval: RxTimeInterval? = .milliseconds(500), clock: @escaping () -> Date = Date.init
    ) {
        self.database = database
        self.scheduler = scheduler
        self.work = work
        self.pollInterval = pollInterval
        self.clock = clock
    }

    package func favorites() -> Observable<[LibraryItem]> {
        database.observeFavorites(on: scheduler, pollInterval: pollInterval)
    }

    package func entry(trackID: Int64) -> Single<LibraryEntry?> {
        run { try $0.entry(trackID: trackID) }
    }

    package func save(trackID: Int64, rating: Rating, note: String) -> Single<LibraryEntry> {
        let now = clock
        return run { try $0.saveEntry(trackID: trackID, rating: rating, note: note, at: now()) }
    }

    package func toggleFavorite(trackID: Int64) -> Single<LibraryEntry> {
        let now = clock
        return run { try $0.toggleFavorite(trackID: trackID, at: now()) }
    }

    private func run<Value>(_ body: @escaping (AppDatabase) throws -> Value) -> Single<Value> {
        database.single(on: work, body)
    }
}
