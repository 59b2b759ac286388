import Domain
import ReactiveCore

/// The catalog as the view models see it: every call answers once, or fails.
///
/// A value, not a protocol: one closure per call, so a test's fake is one field overridden and a
/// decorator a function that returns another value (``intercepted(by:)``; on the bundle,
/// counting, answering on a scheduler, a script).
/// `Composition` makes the live one (`FeatureEnvironment.live`), `FeatureTesting` the tests'.
///
/// ```swift
/// var catalog = CatalogService.unimplemented
/// catalog.search = { _ in .just(TestCatalog.tracks) }
/// ```
package struct CatalogService {
    /// The tracks matching what the user typed, best first; no words match nothing.
    package var search: (_ query: String) -> Single<[Track]>
    /// The track with an id.
    package var track: (_ id: Int64) -> Single<Track>
    /// Every genre with its track count.
    package var genres: () -> Single<[Genre]>

    /// A catalog that answers each call with its closure.
    package init(
        search: @escaping (_ query: String) -> Single<[Track]>, track: @escaping (_ id: Int64) -> Single<Track>,
        genres: @escaping () -> Single<[Genre]>
    ) {
        self.search = search
        self.track = track
        self.genres = genres
    }

    /// The track with `id`.
    package func track(id: Int64) -> Single<Track> { track(id) }
}
