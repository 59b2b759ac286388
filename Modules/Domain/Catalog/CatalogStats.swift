/// How big a catalog is.
package struct CatalogStats: Hashable, Sendable {
    /// The number of tracks.
    package var tracks: Int
    /// The number of albums.
    package var albums: Int
    /// The number of artists.
    package var artists: Int
    /// The number of genres.
    package var genres: Int
    /// The number of library entries (tracks the user has rated, noted or favorited).
    package var libraryEntries: Int

    package init(tracks: Int, albums: Int, artists: Int, genres: Int, libraryEntries: Int) {
        self.tracks = tracks
        self.albums = albums
        self.artists = artists
        self.genres = genres
        self.libraryEntries = libraryEntries
    }
}
