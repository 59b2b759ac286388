import Domain
import GRDB

extension AppDatabase {
    /// The columns of a ``Track``, selected from `track` joined with its album, artist and genre.
    static let trackColumns = """
        track.id, track.title, track.albumId, album.title AS albumTitle, album.artistId,
        artist.name AS artistName, track.genreId, genre.name AS genreName, track.composer, track.milliseconds
        """

    /// The joins that ``trackColumns`` needs, from `track`.
    static let trackJoins = """
        JOIN album ON album.id = track.albumId
        JOIN artist ON artist.id = album.artistId
        JOIN genre ON genre.id = track.genreId
        """

    /// The track in `row`, whose columns from `offset` on are ``trackColumns``, read by position
    /// (searches decode tens of rows per keystroke).
    static func track(_ row: Row) -> Track {
        track(row, from: 0)
    }

    /// The track in `row` whose ``trackColumns`` start at `offset`.
    static func track(_ row: Row, from offset: Int) -> Track {
        Track(
            id: row[offset], title: row[offset + 1], albumID: row[offset + 2], albumTitle: row[offset + 3],
            artistID: row[offset + 4], artistName: row[offset + 5], genreID: row[offset + 6],
            genreName: row[offset + 7], composer: row[offset + 8], milliseconds: row[offset + 9])
    }

    /// The track with `id`.
    ///
    /// - Throws: ``StorageError/trackNotFound(_:)`` when there is none.
    package func track(id: Int64) throws -> Track {
        let track = try mapErrors {
            try writer.read { db in
                try Row.fetchOne(
                    db, sql: "SELECT \(Self.trackColumns) FROM track \(Self.trackJoins) WHERE track.id = ?",
                    arguments: [id]
                ).map(Self.track)
            }
        }
        guard let track else { throw StorageError.trackNotFound(id) }
        return track
    }

    /// Every genre with its number of tracks, by name.
    package func genres() throws -> [Genre] {
        try mapErrors {
            try writer.read { db in
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT genre.id, genre.name, COUNT(track.id) AS trackCount
                        FROM genre LEFT JOIN track ON track.genreId = genre.id
                        GROUP BY genre.id ORDER BY genre.name COLLATE NOCASE, genre.id
                        """
                ).map { Genre(id: $0["id"], name: $0["name"], trackCount: $0["trackCount"]) }
            }
        }
    }

    /// How many tracks, albums, artists, genres and library entries there are.
    package func stats() throws -> CatalogStats {
        try mapErrors {
            try writer.read { db in
                func count(_ table: String) throws -> Int {
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0
                }
                return CatalogStats(
                    tracks: try count("track"), albums: try count("album"), artists: try count("artist"),
                    genres: try count("genre"), libraryEntries: try count("libraryEntry"))
            }
        }
    }
}
