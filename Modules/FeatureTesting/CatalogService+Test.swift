import Domain
import ReactiveCore
import Services

extension CatalogService {
    /// A catalog every call of which fails the test that makes it (an issue recorded, naming the
    /// call, when its answer is subscribed) and then fails with `UnimplementedCall`: a test
    /// overrides the calls it expects.
    ///
    /// ```swift
    /// var catalog = CatalogService.unimplemented
    /// catalog.genres = { .just([rock]) }
    /// ```
    package static var unimplemented: CatalogService {
        CatalogService(
            search: { unimplementedAnswer("CatalogService.search(\($0))") },
            track: { unimplementedAnswer("CatalogService.track(\($0))") },
            genres: { unimplementedAnswer("CatalogService.genres()") })
    }

    /// A catalog for a test that needs no database: every search answers `tracks`, and the genres
    /// are `genres`, `latency` after the call is made, on `scheduler` (a test scheduler, for
    /// virtual time); the other calls are unimplemented. `log`, if given, keeps the calls made, each
    /// when its answer is subscribed.
    package static func canned(
        answering tracks: [Track] = [], genres: [Genre] = [], after latency: RxTimeInterval,
        on scheduler: SchedulerType, log: CallLog? = nil
    ) -> CatalogService {
        var catalog = CatalogService.unimplemented
        catalog.search = { _ in Single.just(tracks).delay(latency, scheduler: scheduler) }
        catalog.genres = { Single.just(genres).delay(latency, scheduler: scheduler) }
        return log.map(catalog.logged(in:)) ?? catalog
    }
}
