import Domain
import ReactiveCore
import Services
import Testing

extension CatalogService {
    /// A catalog every call of which fails the test that makes it (an issue recorded, naming the
    /// call) and never answers: a test overrides the calls it expects.
    ///
    /// ```swift
    /// var catalog = CatalogService.unimplemented
    /// catalog.genres = { .just([rock]) }
    /// ```
    package static var unimplemented: CatalogService {
        CatalogService(
            search: {
                recordUnimplemented("CatalogService.search(\($0))")
                return .never()
            },
            track: {
                recordUnimplemented("CatalogService.track(\($0))")
                return .never()
            },
            genres: {
                recordUnimplemented("CatalogService.genres()")
                return .never()
            },
            tracksInGenre: {
                recordUnimplemented("CatalogService.tracksInGenre(\($0))")
                return .never()
            })
    }

    /// A catalog for a test that needs no database: every search answers `tracks`, and the genres
    /// are `genres`, `latency` after the call is made, on `scheduler` (a test scheduler, for
    /// virtual time); the other calls are unimplemented. `log`, if given, keeps the calls made.
    package static func canned(
        answering tracks: [Track] = [], genres: [Genre] = [], after latency: RxTimeInterval,
        on scheduler: SchedulerType, log: CallLog? = nil
    ) -> CatalogService {
        var catalog = CatalogService.unimplemented
        catalog.search = { query in
            log?.log("search(\(query))")
            return Single.just(tracks).delay(latency, scheduler: scheduler)
        }
        catalog.genres = {
            log?.log("genres()")
            return Single.just(genres).delay(latency, scheduler: scheduler)
        }
        return catalog
    }
}

/// Records that the test made `call`, which it did not implement.
func recordUnimplemented(_ call: String) {
    Issue.record("\(call) is unimplemented: the test makes this call, so it must override it")
}
