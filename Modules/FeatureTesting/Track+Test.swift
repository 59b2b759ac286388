import Domain

extension Track {
    /// A track for a test: `title` by `artist`, on "Album", in `genre` (genre 1 when "Rock", else
    /// 2), a second long.
    ///
    /// ```swift
    /// let day = Track.sample(1, "Beautiful Day")
    /// ```
    package static func sample(_ id: Int64, _ title: String, artist: String = "Artist", genre: String = "Rock") -> Track
    {
        Track(
            id: id, title: title, albumID: id, albumTitle: "Album", artistID: id, artistName: artist,
            genreID: genre == "Rock" ? 1 : 2, genreName: genre, composer: nil, milliseconds: 1_000)
    }
}
