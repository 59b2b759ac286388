import Domain
import Foundation
import GRDB
import Testing

@testable import Storage

struct MigrationTests {
    @Test func migratesAnEmptyDatabaseToTheLatestSchema() throws {
        let database = try AppDatabase.inMemory()
        let tables = ["artist", "album", "genre", "track", "libraryEntry", "trackSearch"]
        let (migrations, existing) = try database.writer.read { db in
            (try AppDatabase.migrator.completedMigrations(db), try tables.filter { try db.tableExists($0) })
        }
        #expect(migrations == ["v1 catalog", "v2 library", "v3 search", "v4 search at scale"])
        #expect(existing == tables)
        let searchIndex = try database.writer.read { db in
            try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'trackSearch'")
        }
        #expect(searchIndex?.contains("content = ''") == true)
    }

    @Test(arguments: ["v1 catalog", "v2 library", "v3 search"])
    func migratesFromAnEarlierVersionKeepingItsData(version: String) throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: version)
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO artist (id, name) VALUES (1, 'Sigur Rós');
                    INSERT INTO album (id, artistId, title) VALUES (1, 1, 'Takk...');
                    INSERT INTO genre (id, name) VALUES (1, 'Alternative');
                    INSERT INTO track (id, albumId, genreId, title, composer, milliseconds)
                        VALUES (1, 1, 1, 'Hoppípolla', NULL, 268000);
                    """)
            // From v3 on, the catalog is written with its search index (importCatalog does both).
            if try db.tableExists("trackSearch") { try AppDatabase.fillSearchIndex(db) }
        }

        try AppDatabase.migrator.migrate(queue)

        let database = AppDatabase(path: ":memory:", writer: queue)
        #expect(try database.search("hoppipolla").map(\.title) == ["Hoppípolla"])
        #expect(try database.search("sigur").map(\.artistName) == ["Sigur Rós"])
        try database.setFavorite(trackID: 1, true)
        #expect(try database.favorites().map(\.track.id) == [1])
    }
}

struct LibraryTests {
    let database = try! chinookTemplate.copy()
    let noon = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func savesRatingAndNoteKeepingTheFavoriteMark() throws {
        try database.setFavorite(trackID: 5, true, at: noon)
        let saved = try database.saveEntry(trackID: 5, rating: try Rating(4), note: "great riff", at: noon + 60)
        #expect(
            saved
                == LibraryEntry(
                    trackID: 5, isFavorite: true, rating: try Rating(4), note: "great riff", updatedAt: noon + 60))
        #expect(try database.entry(trackID: 5) == saved)
        #expect(try database.entry(trackID: 6) == nil)
    }

    @Test func favoritesAreListedMostRecentFirst() throws {
        try database.setFavorite(trackID: 1, true, at: noon)
        try database.setFavorite(trackID: 2, true, at: noon + 1)
        try database.toggleFavorite(trackID: 3, at: noon + 2)
        try database.toggleFavorite(trackID: 3, at: noon + 3)
        try database.saveEntry(trackID: 4, rating: try Rating(2), note: "", at: noon + 4)
        #expect(try database.favorites().map(\.track.id) == [2, 1])
        #expect(try database.entries().map(\.trackID) == [1, 2, 3, 4])
    }

    @Test func ratingKeepsTheNoteAndTheFavoriteMark() throws {
        try database.saveEntry(trackID: 7, rating: try Rating(2), note: "keep me", at: noon)
        try database.setFavorite(trackID: 7, true, at: noon + 1)
        let rated = try database.setRating(trackID: 7, try Rating(5), at: noon + 2)
        #expect(
            rated
                == LibraryEntry(
                    trackID: 7, isFavorite: true, rating: try Rating(5), note: "keep me", updatedAt: noon + 2))
    }

    @Test func aNoteIsSetOrClearedKeepingTheRestAndAnEntryIsDeleted() throws {
        try database.saveEntry(trackID: 7, rating: try Rating(2), note: "old", at: noon)
        try database.setFavorite(trackID: 7, true, at: noon + 1)
        #expect(
            try database.setNote(trackID: 7, "", at: noon + 2)
                == LibraryEntry(trackID: 7, isFavorite: true, rating: try Rating(2), note: "", updatedAt: noon + 2))
        #expect(try database.setNote(trackID: 8, "new", at: noon + 3).note == "new")
        #expect(try database.deleteEntry(trackID: 7)?.rating == (try Rating(2)))
        #expect(try database.deleteEntry(trackID: 7) == nil)
        #expect(try database.entries().map(\.trackID) == [8])
        #expect(throws: StorageError.trackNotFound(999_999)) { try database.deleteEntry(trackID: 999_999) }
    }

    @Test func libraryItemsListEveryEntryWithItsTrack() throws {
        try database.saveEntry(trackID: 9, rating: try Rating(1), note: "", at: noon)
        try database.setFavorite(trackID: 2, true, at: noon + 1)
        let items = try database.libraryItems()
        #expect(items.map(\.track.id) == [2, 9])
        #expect(items.map(\.track) == [try database.track(id: 2), try database.track(id: 9)])
        #expect(items.map(\.entry) == (try database.entries()))
    }

    @Test func savingForAMissingTrackFailsAndChangesNothing() throws {
        #expect(throws: StorageError.trackNotFound(999_999)) {
            try database.setFavorite(trackID: 999_999, true)
        }
        #expect(try database.entries().isEmpty)
    }
}
