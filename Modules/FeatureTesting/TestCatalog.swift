import Domain
import Storage

/// The tests' catalog: four Rock tracks and one Metal track, small enough to read every result.
package enum TestCatalog {
    /// Beautiful Day (1), Beautiful Boy (2), Beat It (3), Black Dog (4) and Master of Puppets (9),
    /// each on an album of its own numbered like the track, 200 seconds long.
    package static let tracks: [Track] = rows.map { id, title, artist, genre in
        Track(
            id: id, title: title, albumID: id, albumTitle: "Album \(id)", artistID: id, artistName: artist,
            genreID: genre == "Rock" ? 1 : 2, genreName: genre, composer: nil, milliseconds: 200_000)
    }

    private static let rows: [(id: Int64, title: String, artist: String, genre: String)] = [
        (1, "Beautiful Day", "U2", "Rock"), (2, "Beautiful Boy", "U2", "Rock"),
        (3, "Beat It", "Michael Jackson", "Rock"), (4, "Black Dog", "Led Zeppelin", "Rock"),
        (9, "Master of Puppets", "Metallica", "Metal"),
    ]

    /// A new in-memory database holding the five ``tracks`` and no library entries.
    ///
    /// - Throws: What `AppDatabase.inMemory(catalog:)` throws when the database cannot be made.
    package static func database() throws -> AppDatabase {
        try AppDatabase.inMemory(catalog: CatalogData(tracks: tracks))
    }
}
