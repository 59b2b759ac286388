import Domain
import ReactiveCore
import Services

extension LibraryRules {
    /// Toggles `track`'s favorite mark past every style, as a front end's own command does (the
    /// terminal UI's Ctrl-F), once however many views show the track, and says what it did.
    ///
    /// ```swift
    /// LibraryRules.toggleFavorite(of: beatIt, in: library)  // "♥ now a favorite: Beat It — Michael Jackson"
    /// ```
    ///
    /// - Returns: One message: "♥ now a favorite: …" or "no longer a favorite: …" with the track's
    ///   title and artist, or the failure's message (``failureMessage(_:_:)``); it never fails.
    package static func toggleFavorite(of track: Track, in library: LibraryService) -> Single<String> {
        let name = Format.titleAndArtist(track)
        return library.toggleFavorite(trackID: track.id)
            .map { $0.isFavorite ? "♥ now a favorite: \(name)" : "no longer a favorite: \(name)" }
            .catch { .just(failureMessage(track, $0)) }
    }
}
