import GRDB

extension AppDatabase {
    /// The schema's history. Each migration runs once, in a transaction; a database that has a
    /// migration not listed here was written by a newer Bindery and is refused.
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()

        migrator.registerMigration("v1 catalog") { db in
            try db.create(table: "artist") { table in
                table.primaryKey("id", .integer)
                table.column("name", .text).notNull()
            }
            try db.create(table: "album") { table in
                table.primaryKey("id", .integer)
                table.belongsTo("artist").notNull()
                table.column("title", .text).notNull()
            }
            try db.create(table: "genre") { table in
                table.primaryKey("id", .integer)
                table.column("name", .text).notNull()
            }
            try db.create(table: "track") { table in
                table.primaryKey("id", .integer)
                table.belongsTo("album").notNull()
                table.belongsTo("genre").notNull()
                table.column("title", .text).notNull()
                table.column("composer", .text)
                table.column("milliseconds", .integer).notNull().check { $0 >= 0 }
            }
        }

        migrator.registerMigration("v2 library") { db in
            try db.create(table: "libraryEntry") { table in
                table.primaryKey("trackId", .integer).references("track", onDelete: .cascade)
                table.column("isFavorite", .boolean).notNull().defaults(to: false)
                table.column("rating", .integer).notNull().defaults(to: 0).check { $0 >= 0 && $0 <= 5 }
                table.column("note", .text).notNull().defaults(to: "")
                table.column("updatedAt", .datetime).notNull()
            }
            try db.create(index: "libraryEntry_favorites", on: "libraryEntry", columns: ["isFavorite", "updatedAt"])
        }

        migrator.registerMigration("v3 search") { db in
            // Title, artist, album and composer, without diacritics, with prefix indexes so that
            // typing "bea" finds "Beat It" without scanning every term.
            try db.execute(
                sql: """
                    CREATE VIRTUAL TABLE trackSearch USING fts5(
                        title, artist, album, composer,
                        tokenize = 'unicode61 remove_diacritics 2',
                        prefix = '1 2 3'
                    )
                    """)
            try fillSearchIndex(db)
        }

        migrator.registerMigration("v4 search at scale") { db in
            // The search index keeps no copy of the text (contentless): searches read titles from
            // `track`, and a million-track catalog indexes a fifth faster without the copy.
            try db.execute(
                sql: """
                    DROP TABLE trackSearch;
                    CREATE VIRTUAL TABLE trackSearch USING fts5(
                        title, artist, album, composer,
                        content = '',
                        tokenize = 'unicode61 remove_diacritics 2',
                        prefix = '1 2 3'
                    )
                    """)
            try fillSearchIndex(db)
        }

        return migrator
    }()

    /// Empties the search index and fills it again from the catalog tables.
    static func rebuildSearchIndex(_ db: Database) throws {
        try db.execute(sql: "INSERT INTO trackSearch(trackSearch) VALUES('delete-all')")
        try fillSearchIndex(db)
    }

    /// Adds every track of the catalog tables to the (empty) search index.
    static func fillSearchIndex(_ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO trackSearch(rowid, title, artist, album, composer)
                SELECT track.id, track.title, artist.name, album.title, COALESCE(track.composer, '')
                FROM track
                JOIN album ON album.id = track.albumId
                JOIN artist ON artist.id = album.artistId
                """)
    }
}
