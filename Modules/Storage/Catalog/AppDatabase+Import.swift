import GRDB

extension AppDatabase {
    /// Replaces the catalog with `catalog` and rebuilds the search index, in one transaction.
    ///
    /// The library goes with the old catalog: its entries are removed (foreign keys cascade).
    ///
    /// - Parameters:
    ///   - catalog: The new catalog.
    ///   - progress: Called inside the transaction after every 10,000 tracks, with the count so far.
    package func importCatalog(_ catalog: CatalogData, progress: ((Int) -> Void)? = nil) throws {
        try mapErrors {
            try writer.write { db in
                try db.execute(sql: "DELETE FROM track; DELETE FROM album; DELETE FROM artist; DELETE FROM genre")
                let artist = try db.makeStatement(sql: "INSERT INTO artist (id, name) VALUES (?, ?)")
                for row in catalog.artists {
                    try artist.execute(arguments: [row.id, row.name])
                }
                let album = try db.makeStatement(sql: "INSERT INTO album (id, artistId, title) VALUES (?, ?, ?)")
                for row in catalog.albums {
                    try album.execute(arguments: [row.id, row.artistID, row.title])
                }
                let genre = try db.makeStatement(sql: "INSERT INTO genre (id, name) VALUES (?, ?)")
                for row in catalog.genres {
                    try genre.execute(arguments: [row.id, row.name])
                }
                let track = try db.makeStatement(
                    sql:
                        "INSERT INTO track (id, albumId, genreId, title, composer, milliseconds) VALUES (?, ?, ?, ?, ?, ?)"
                )
                for (index, row) in catalog.tracks.enumerated() {
                    try track.execute(arguments: [
                        row.id, row.albumID, row.genreID, row.title, row.composer, row.milliseconds,
                    ])
                    if (index + 1).isMultiple(of: 10_000) { progress?(index + 1) }
                }
                try Self.rebuildSearchIndex(db)
            }
        }
    }
}
