import Domain
import ReactiveCore
import Services

/// A catalog for a test whose style never calls it (the async style calls its client; a test that
/// counts requests, not answers): every call never answers.
package struct UnusedCatalogService: CatalogService {
    /// The catalog.
    package init() {}

    package func search(_ query: String) -> Single<[Track]> { .never() }
    package func track(id: Int64) -> Single<Track> { .never() }
    package func genres() -> Single<[Genre]> { .never() }
    package func tracks(inGenre genreID: Int64) -> Single<[Track]> { .never() }
}
