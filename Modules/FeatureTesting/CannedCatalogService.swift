import Domain
import ReactiveCore
import Services

/// A catalog for a test that needs no database: every search answers the same tracks, and the
/// genres the same genres, after a latency on a scheduler (a test scheduler, for virtual time);
/// the other calls never answer. It keeps the calls made, in order.
package final class CannedCatalogService: CatalogService {
    /// The calls made so far, in order, as `method(argument)`.
    package private(set) var calls: [String] = []

    private let tracks: [Track]
    private let genreList: [Genre]
    private let latency: RxTimeInterval
    private let scheduler: SchedulerType

    /// A catalog whose every search answers `tracks`, and whose genres are `genres`, `latency`
    /// after the call is made, on `scheduler`.
    package init(
        answering tracks: [Track] = [], genres: [Genre] = [], after latency: RxTimeInterval, on scheduler: SchedulerType
    ) {
        self.tracks = tracks
        genreList = genres
        self.latency = latency
        self.scheduler = scheduler
    }

    /// The queries searched so far, in order.
    package var queries: [String] {
        calls.compactMap { call in
            guard call.hasPrefix("search("), call.hasSuffix(")") else { return nil }
            return String(call.dropFirst("search(".count).dropLast())
        }
    }

    package func search(_ query: String) -> Single<[Track]> {
        calls.append("search(\(query))")
        return Single.just(tracks).delay(latency, scheduler: scheduler)
    }

    package func track(id: Int64) -> Single<Track> { .never() }

    package func genres() -> Single<[Genre]> {
        calls.append("genres()")
        return Single.just(genreList).delay(latency, scheduler: scheduler)
    }

    package func tracks(inGenre genreID: Int64) -> Single<[Track]> { .never() }
}
