import Domain
import Foundation
import ReactiveCore
import Services
import Storage

extension LibraryService {
    /// The library over the app's database: every live library is made here. Saves are
    /// transactions, and the favorites are observed live, including changes saved by another
    /// process.
    ///
    /// - Parameters:
    ///   - database: The app's database.
    ///   - scheduler: Where the favorites are delivered and other processes' changes polled.
    ///   - work: Where saves and reads run (a serial background queue, `bindery.library`, when
    ///     `nil`).
    ///   - pollInterval: How often to look for other processes' changes; `nil` not to.
    ///   - clock: The time a change is saved at (a scripted run's virtual time).
    package static func live(
        database: AppDatabase, scheduler: SchedulerType, work: ImmediateSchedulerType? = nil,
        pollInterval: RxTimeInterval?, clock: @escaping () -> Date = Date.init
    ) -> LibraryService {
        let work = work ?? SerialDispatchQueueScheduler(internalSerialQueueName: "bindery.library")
        return LibraryService(
            favorites: { database.observeFavorites(on: scheduler, pollInterval: pollInterval) },
            entry: { trackID in database.single(on: work) { try $0.entry(trackID: trackID) } },
            save: { trackID, rating, note in
                database.single(on: work) {
                    try $0.saveEntry(trackID: trackID, rating: rating, note: note, at: clock())
                }
            },
            toggleFavorite: { trackID in
                database.single(on: work) { try $0.toggleFavorite(trackID: trackID, at: clock()) }
            })
    }
}
