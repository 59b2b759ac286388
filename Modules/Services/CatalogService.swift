import Domain
import ReactiveCore

/// The catalog as the view models see it: every call answers once, or fails.
package protocol CatalogService {
    /// The tracks matching what the user typed, best first; no words match nothing.
    func search(_ query: String) -> Single<[Track]>

    /// The track with `id`.
    func track(id: Int64) -> Single<Track>

    /// Every genre with its track count.
    func genres() -> Single<[Genre]>

    /// The tracks of a genre.
    func tracks(inGenre genreID: Int64) -> Single<[Track]>
}
