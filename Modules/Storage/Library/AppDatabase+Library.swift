import Domain
import Foundation
import GRDB

extension AppDatabase {
    static func entry(_ row: Row) -> LibraryEntry {
        LibraryEntry(
            trackID: row["trackId"], isFavorite: row["isFavorite"],
            rating: (try? Rating(row["rating"])) ?? .unrated, note: row["note"], updatedAt: row["updatedAt"])
    }

    /// The library entry of a track, if the user has one.
    package func entry(trackID: Int64) throws -> LibraryEntry? {
        try mapErrors {
            try writer.read { db in try Self.fetchEntry(db, trackID: trackID) }
        }
    }

    static func fetchEntry(_ db: Database, trackID: Int64) throws -> LibraryEntry? {
        try Row.fetchOne(db, sql: "SELECT * FROM libraryEntry WHERE trackId = ?", arguments: [trackID]).map(entry)
    }

    /// The user's favorites with their tracks, most recently changed first.
    package func favorites() throws -> [LibraryItem] {
        try mapErrors { try writer.read(Self.fetchFavorites) }
    }

    static func fetchFavorites(_ db: Database) throws -> [LibraryItem] {
        try fetchItems(
            db, where: "libraryEntry.isFavorite", orderBy: "libraryEntry.updatedAt DESC, libraryEntry.trackId")
    }

    /// Every library entry with its track, by track.
    package func libraryItems() throws -> [LibraryItem] {
        try mapErrors {
            try writer.read { db in try Self.fetchItems(db, where: "1", orderBy: "libraryEntry.trackId") }
        }
    }

    /// Library entries joined with their tracks, in one query.
    private static func fetchItems(
        _ db: Database, where condition: String, orderBy order: String
    ) throws
        -> [LibraryItem]
    {
        try Row.fetchAll(
            db,
            sql: """
                SELECT libraryEntry.trackId, libraryEntry.isFavorite, libraryEntry.rating, libraryEntry.note,
                       libraryEntry.updatedAt, \(trackColumns)
                FROM libraryEntry
                JOIN track ON track.id = libraryEntry.trackId
                \(trackJoins)
                WHERE \(condition)
                ORDER BY \(order)
                """
        ).map { LibraryItem(track: track($0, from: 5), entry: entry($0)) }
    }

    /// Every library entry, by track.
    package func entries() throws -> [LibraryEntry] {
        try mapErrors { try writer.read(Self.fetchEntries) }
    }

    static func fetchEntries(_ db: Database) throws -> [LibraryEntry] {
        try Row.fetchAll(db, sql: "SELECT * FROM libraryEntry ORDER BY trackId").map(entry)
    }

    /// Saves a track's rating and note, keeping whether it is a favorite, in one transaction.
    ///
    /// - Returns: The saved entry.
    /// - Throws: ``StorageError/trackNotFound(_:)`` for a track that does not exist.
    @discardableResult
    package func saveEntry(trackID: Int64, rating: Rating, note: String, at date: Date = Date()) throws -> LibraryEntry
    {
        try upsert(trackID: trackID, at: date) { entry in
            entry.rating = rating
            entry.note = note
        }
    }

    /// Rates a track, keeping its note and favorite mark, in one transaction (so a note saved
    /// meanwhile by another process is not overwritten).
    @discardableResult
    package func setRating(trackID: Int64, _ rating: Rating, at date: Date = Date()) throws -> LibraryEntry {
        try upsert(trackID: trackID, at: date) { $0.rating = rating }
    }

    /// Marks a track as a favorite or not, keeping its rating and note, in one transaction.
    @discardableResult
    package func setFavorite(trackID: Int64, _ isFavorite: Bool, at date: Date = Date()) throws -> LibraryEntry {
        try upsert(trackID: trackID, at: date) { $0.isFavorite = isFavorite }
    }

    /// Sets a track's note (empty clears it), keeping its rating and favorite mark, in one
    /// transaction.
    @discardableResult
    package func setNote(trackID: Int64, _ note: String, at date: Date = Date()) throws -> LibraryEntry {
        try upsert(trackID: trackID, at: date) { $0.note = note }
    }

    /// Deletes a track's library entry (its favorite mark, rating and note).
    ///
    /// - Returns: The entry deleted, or `nil` when the track had none.
    /// - Throws: ``StorageError/trackNotFound(_:)`` for a track that does not exist.
    @discardableResult
    package func deleteEntry(trackID: Int64) throws -> LibraryEntry? {
        try mapErrors {
            try writer.write { db in
                guard try Bool.fetchOne(db, sql: "SELECT 1 FROM track WHERE id = ?", arguments: [trackID]) == true
                else {
                    throw StorageError.trackNotFound(trackID)
                }
                let entry = try Self.fetchEntry(db, trackID: trackID)
                try db.execute(sql: "DELETE FROM libraryEntry WHERE trackId = ?", arguments: [trackID])
                return entry
            }
        }
    }

    /// Flips a track's favorite mark, in one transaction.
    @discardableResult
    package func toggleFavorite(trackID: Int64, at date: Date = Date()) throws -> LibraryEntry {
        try upsert(trackID: trackID, at: date) { $0.isFavorite.toggle() }
    }

    private func upsert(trackID: Int64, at date: Date, _ change: (inout LibraryEntry) -> Void) throws -> LibraryEntry {
        try mapErrors {
            try writer.write { db in
                guard try Bool.fetchOne(db, sql: "SELECT 1 FROM track WHERE id = ?", arguments: [trackID]) == true
                else {
                    throw StorageError.trackNotFound(trackID)
                }
                var entry = try Self.fetchEntry(db, trackID: trackID) ?? LibraryEntry(trackID: trackID, updatedAt: date)
                change(&entry)
                entry.updatedAt = date
                try db.execute(
                    sql: """
                        INSERT INTO libraryEntry (trackId, isFavorite, rating, note, updatedAt) VALUES (?, ?, ?, ?, ?)
                        ON CONFLICT(trackId) DO UPDATE SET
                            isFavorite = excluded.isFavorite, rating = excluded.rating, note = excluded.note,
                            updatedAt = excluded.updatedAt
                        """,
                    arguments: [entry.trackID, entry.isFavorite, entry.rating.stars, entry.note, entry.updatedAt])
                return entry
            }
        }
    }
}
