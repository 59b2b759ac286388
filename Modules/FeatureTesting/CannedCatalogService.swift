import Domain
import ReactiveCore
import Services

/// A catalog for a test that needs no database: every search answers the same tracks after a
/// latency on a scheduler (a test scheduler, for virtual time); the other calls never answer.
/// It keeps the queries searched, in order.
package final class CannedCatalogService: CatalogService {
    /// The queries searched so far, in order.
    package private(set) var queries: [String] = []

    private let tracks: [Track]
    private let latency: RxTimeInterval
    private let scheduler: SchedulerType

    /// A catalog whose every search answers `tracks`, `latency` after it is made, on `scheduler`.
    package init(answering tracks: [Track], after latency: RxTimeInterval, on scheduler: SchedulerType) {
        self.tracks = tracks
        self.latency = latency
        self.scheduler = scheduler
    }

    package func search(_ query: String) -> Single<[Track]> {
        queries.append(query)
        return Single.just(tracks).delay(latency, scheduler: scheduler)
    }

    package func track(id: Int64) -> Single<Track> { .never() }

    package func genres() -> Single<[Genre]> { .never() }

    package func tracks(inGenre genreID: Int64) -> Single<[Track]> { .never() }
}
