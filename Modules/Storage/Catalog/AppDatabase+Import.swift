import GRDB
import GRDBSQLite

extension AppDatabase {
    /// Replaces the catalog with `catalog` and rebuilds the search indexes, in one transaction.
    ///
    /// The library goes with the old catalog: its entries are removed (foreign keys cascade).
    /// A million tracks take seconds: the rows are bound through SQLite's C API, the catalog's
    /// indexes are built once at the end rather than kept up to date row by row, and the search
    /// index is filled with a large in-memory buffer, so it writes a few large segments instead of
    /// merging many small ones.
    ///
    /// - Parameters:
    ///   - catalog: The new catalog.
    ///   - progress: Called inside the transaction after every 10,000 tracks, with the count so far.
    package func importCatalog(_ catalog: CatalogData, progress: ((Int) -> Void)? = nil) throws {
        try mapErrors {
            try writer.write { db in
                let indexes = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT name, sql FROM sqlite_master
                        WHERE type = 'index' AND tbl_name IN ('track', 'album') AND sql IS NOT NULL
                        """)
                for index in indexes {
                    try db.execute(sql: "DROP INDEX \((index["name"] as String).quotedDatabaseIdentifier)")
                }
                try db.execute(sql: "DELETE FROM track; DELETE FROM album; DELETE FROM artist; DELETE FROM genre")
                let artist = try db.makeStatement(sql: "INSERT INTO artist (id, name) VALUES (?, ?)")
                for row in catalog.artists {
                    try Self.insert(artist, db) { bind($0, 1, row.id) | bind($0, 2, row.name) }
                }
                let album = try db.makeStatement(sql: "INSERT INTO album (id, artistId, title) VALUES (?, ?, ?)")
                for row in catalog.albums {
                    try Self.insert(album, db) {
                        bind($0, 1, row.id) | bind($0, 2, row.artistID) | bind($0, 3, row.title)
                    }
                }
                let genre = try db.makeStatement(sql: "INSERT INTO genre (id, name) VALUES (?, ?)")
                for row in catalog.genres {
                    try Self.insert(genre, db) { bind($0, 1, row.id) | bind($0, 2, row.name) }
                }
                let track = try db.makeStatement(
                    sql:
                        "INSERT INTO track (id, albumId, genreId, title, composer, milliseconds) VALUES (?, ?, ?, ?, ?, ?)"
                )
                for (index, row) in catalog.tracks.enumerated() {
                    try Self.insert(track, db) { statement in
                        bind(statement, 1, row.id) | bind(statement, 2, row.albumID) | bind(statement, 3, row.genreID)
                            | bind(statement, 4, row.title) | bind(statement, 5, row.composer)
                            | bind(statement, 6, Int64(row.milliseconds))
                    }
                    if (index + 1).isMultiple(of: 10_000) { progress?(index + 1) }
                }
                for index in indexes { try db.execute(sql: index["sql"]) }
                try db.execute(sql: "INSERT INTO trackSearch(trackSearch, rank) VALUES('hashsize', 134217728)")
                try Self.rebuildSearchIndex(db)
                try db.execute(sql: "INSERT INTO trackSearch(trackSearch, rank) VALUES('hashsize', 1048576)")
            }
        }
    }

    /// Binds one row with `bind` (the result codes of its bindings, or-ed: `SQLITE_OK` is 0) and
    /// runs `statement`. GRDB's arguments box every value, which at a million rows costs more than
    /// the inserts themselves.
    private static func insert(_ statement: Statement, _ db: Database, bind: (SQLiteStatement) -> Int32) throws {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        guard bind(handle) == SQLITE_OK, sqlite3_step(handle) == SQLITE_DONE else {
            let connection = db.sqliteConnection
            throw DatabaseError(
                resultCode: ResultCode(rawValue: connection.map(sqlite3_errcode) ?? SQLITE_ERROR),
                message: connection.map { String(cString: sqlite3_errmsg($0)) }, sql: statement.sql)
        }
    }
}

/// SQLite's `SQLITE_TRANSIENT`: copy the bound text before returning.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// Binds an integer; returns SQLite's result code.
private func bind(_ statement: SQLiteStatement, _ index: Int32, _ value: Int64) -> Int32 {
    sqlite3_bind_int64(statement, index, value)
}

/// Binds a text, or NULL for `nil`.
private func bind(_ statement: SQLiteStatement, _ index: Int32, _ value: String?) -> Int32 {
    guard let value else { return sqlite3_bind_null(statement, index) }
    return sqlite3_bind_text(statement, index, value, -1, transient)
}
