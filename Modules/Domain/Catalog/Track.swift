/// A track of the catalog, with the names of its album, artist and genre.
package struct Track: Hashable, Sendable, Identifiable {
    /// The track's identifier in the catalog.
    package var id: Int64
    /// The track's title.
    package var title: String
    /// The album it is on.
    package var albumID: Int64
    /// The album's title.
    package var albumTitle: String
    /// The album's artist.
    package var artistID: Int64
    /// The artist's name.
    package var artistName: String
    /// The track's genre.
    package var genreID: Int64
    /// The genre's name.
    package var genreName: String
    /// Who wrote it, when the catalog says.
    package var composer: String?
    /// Its length in milliseconds.
    package var milliseconds: Int

    package init(
        id: Int64, title: String, albumID: Int64, albumTitle: String, artistID: Int64, artistName: String,
        genreID: Int64, genreName: String, composer: String?, milliseconds: Int
    ) {
        self.id = id
        self.title = title
        self.albumID = albumID
        self.albumTitle = albumTitle
        self.artistID = artistID
        self.artistName = artistName
        self.genreID = genreID
        self.genreName = genreName
        self.composer = composer
        self.milliseconds = milliseconds
    }
}
