import Domain
import ReactiveCore
import Services
import Storage

extension CatalogService {
    /// The catalog over the app's database: every live catalog is made here.
    ///
    /// Queries run on `work` (a serial background queue, `bindery.catalog`, when `nil`), so a slow
    /// search never blocks the caller; observe the results on the main scheduler (a `Driver` does).
    ///
    /// - Parameters:
    ///   - database: The app's database.
    ///   - work: Where queries run.
    ///   - searchLimit: The most results a search returns: by default the one limit of every front
    ///     end and scripted run, `CatalogSearch.resultLimit`.
    package static func live(
        database: AppDatabase, work: ImmediateSchedulerType? = nil, searchLimit: Int = CatalogSearch.resultLimit
    ) -> CatalogService {
        let work = work ?? SerialDispatchQueueScheduler(internalSerialQueueName: "bindery.catalog")
        return CatalogService(
            search: { query in database.single(on: work) { try $0.search(query, limit: searchLimit) } },
            track: { id in database.single(on: work) { try $0.track(id: id) } },
            genres: { database.single(on: work) { try $0.genres() } })
    }
}
