import Domain
import ReactiveCore
import Services
import Storage

/// The catalog service over the app's database.
///
/// Queries run on `work` (a background queue by default), so a slow search never blocks the
/// caller; observe the results on the main scheduler (a `Driver` does).
package struct LiveCatalogService: CatalogService {
    private let database: AppDatabase
    private let work: ImmediateSchedulerType
    private let searchLimit: Int

    /// A catalog service.
    ///
    /// - Parameters:
    ///   - database: The app's database.
    ///   - work: Where queries run.
    ///   - searchLimit: The most results a search returns: by default the one limit of every front
    ///     end and scripted run, `CatalogSearch.resultLimit`.
    package init(
        database: AppDatabase,
        work: ImmediateSchedulerType = SerialDispatchQueueScheduler(internalSerialQueueName: "bindery.catalog"),
        searchLimit: Int = CatalogSearch.resultLimit
    ) {
        self.database = database
        self.work = work
        self.searchLimit = searchLimit
    }

    package func search(_ query: String) -> Single<[Track]> {
        let limit = searchLimit
        return run { try $0.search(query, limit: limit) }
    }

    package func track(id: Int64) -> Single<Track> {
        run { try $0.track(id: id) }
    }

    package func genres() -> Single<[Genre]> {
        run { try $0.genres() }
    }

    package func tracks(inGenre genreID: Int64) -> Single<[Track]> {
        run { try $0.tracks(inGenre: genreID) }
    }

    private func run<Value>(_ query: @escaping (AppDatabase) throws -> Value) -> Single<Value> {
        database.single(on: work, query)
    }
}
