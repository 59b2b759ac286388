import Domain
import Foundation
import GRDB
import Testing

@testable import Storage

struct FaultTests {
    let directory = TemporaryDirectory()

    @Test func createsTheFileOnFirstUseAndFillsItWithTheCatalog() throws {
        let path = directory.file("nested/dirs/bindery.sqlite")
        let database = try AppDatabase.open(path: path)
        #expect(try database.stats().tracks == 3_503)
        #expect(FileManager.default.fileExists(atPath: path))
        try database.setFavorite(trackID: 1, true)

        let reopened = try AppDatabase.open(
            path: path,
            catalog: {
                Issue.record("catalog reloaded")
                return CatalogData()
            })
        #expect(try reopened.favorites().map(\.track.id) == [1])
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftAlone() throws {
        let path = directory.file("notes.sqlite")
        let text = Data("my shopping list, not a database\n".utf8)
        _ = FileManager.default.createFile(atPath: path, contents: text)
        #expect(throws: StorageError.notADatabase(path: path)) { try AppDatabase.open(path: path) }
        #expect(contents(path) == text)
    }

    @Test func aDamagedDatabaseIsReportedAndLeftAlone() throws {
        let path = directory.file("damaged.sqlite")
        do { _ = try AppDatabase.open(path: path) }
        var bytes = contents(path)!
        let pageSize = 4_096
        for offset in stride(from: pageSize * 2, to: min(bytes.count, pageSize * 200), by: 1) {
            bytes[offset] = 0x5A
        }
        try bytes.write(to: URL(fileURLWithPath: path))

        #expect(throws: StorageError.corrupt(path: path)) {
            let database = try AppDatabase.open(path: path)
            _ = try database.stats()
            _ = try database.search("rock")
        }
        #expect(contents(path) == bytes)
    }

    @Test func aDirectoryThatCannotBeCreatedIsNamed() {
        let blocker = directory.file("a-file")
        _ = FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8))
        let error = #expect(throws: StorageError.self) { try AppDatabase.open(path: blocker + "/sub/db.sqlite") }
        guard case .cannotCreateDirectory(let path, let reason) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(path == blocker + "/sub")
        #expect(!reason.isEmpty)
    }

    @Test func aChosenPathInAMissingDirectoryIsAnErrorAndCreatesNothing() throws {
        let missing = directory.file("typo")
        #expect(throws: StorageError.missingDirectory(path: missing)) {
            try AppDatabase.open(path: missing + "/bindery.sqlite", createsDirectory: false)
        }
        #expect(!FileManager.default.fileExists(atPath: missing))
        #expect(
            StorageError.missingDirectory(path: missing).description
                == "The directory \(missing) does not exist. Check the path given with --database or "
                + "BINDERY_DATABASE, or create the directory first: only the default location's directory is created.")
        // A file where the directory should be is no directory either.
        let blocker = directory.file("a-file")
        _ = FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8))
        #expect(throws: StorageError.missingDirectory(path: blocker)) {
            try AppDatabase.open(path: blocker + "/bindery.sqlite", createsDirectory: false)
        }
        // An existing directory is used as it is.
        let database = try AppDatabase.open(path: directory.file("here.sqlite"), createsDirectory: false)
        #expect(try database.stats().tracks == 3_503)
    }

    @Test func aDirectoryOnAReadOnlyFileSystemIsNamed() throws {
        let error = #expect(throws: StorageError.self) { try AppDatabase.open(path: "/proc/bindery/bindery.sqlite") }
        #expect(error == .cannotCreateDirectory(path: "/proc/bindery", reason: error.map(reason) ?? ""))
    }

    @Test(.enabled(if: getuid() != 0, "root can write to read-only directories"))
    func anUnwritableDirectoryIsRefused() throws {
        let locked = directory.file("locked")
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        chmod(locked, 0o500)
        defer { chmod(locked, 0o700) }
        let path = locked + "/bindery.sqlite"
        #expect(throws: StorageError.self) { try AppDatabase.open(path: path) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aDatabaseFromANewerBinderyIsRefusedAndLeftAlone() throws {
        let path = directory.file("future.sqlite")
        do { _ = try AppDatabase.open(path: path) }
        do {
            let queue = try DatabaseQueue(path: path)
            try queue.write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9 playlists')")
            }
        }
        let before = contents(path)
        #expect(throws: StorageError.newerSchema(path: path, unknownMigrations: ["v9 playlists"])) {
            try AppDatabase.open(path: path)
        }
        #expect(contents(path) == before)
    }

    @Test func aLockedDatabaseReportsTheLockAfterTheBusyTimeout() throws {
        let path = directory.file("locked.sqlite")
        _ = try chinookTemplate.copy(toFile: path)
        let database = try AppDatabase.open(path: path, busyTimeout: 0.05)
        let other = try DatabaseQueue(path: path)
        try other.inTransaction(.exclusive) { _ in
            #expect(throws: StorageError.locked(path: path)) { try database.setFavorite(trackID: 1, true) }
            return .rollback
        }
        try database.setFavorite(trackID: 1, true)
        #expect(try database.favorites().count == 1)
    }

    @Test func twoConnectionsWritingAtOnceLoseNothing() throws {
        let path = directory.file("shared.sqlite")
        let first = try chinookTemplate.copy(toFile: path)
        let second = try AppDatabase.open(path: path)
        let failures = LockedCounter()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let database = index == 0 ? first : second
            for step in 0..<150 {
                do {
                    try database.saveEntry(
                        trackID: Int64(1 + index * 1_000 + step), rating: try Rating(step % 6), note: "\(index)")
                } catch {
                    failures.increment()
                }
            }
        }
        #expect(failures.value == 0)
        #expect(try first.stats().libraryEntries == 300)
        #expect(try second.entries().filter { $0.note == "1" }.count == 150)
    }
}

private func reason(_ error: StorageError) -> String {
    if case .cannotCreateDirectory(_, let reason) = error { return reason }
    return ""
}

/// A counter that several threads increment.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

struct CreateTests {
    let directory = TemporaryDirectory()

    @Test func createWritesACompleteFileInWriteAheadLoggingAndLeavesNoPartialFile() throws {
        let path = directory.file("generated.sqlite")
        var generator = CatalogGenerator(seed: 7)
        let database = try AppDatabase.create(path: path, catalog: generator.catalog(trackCount: 2_000))
        #expect(try database.stats().tracks == 2_000)
        #expect(try database.search("midnight").isEmpty == false)
        #expect(!FileManager.default.fileExists(atPath: path + ".partial"))
        let journal = try DatabaseQueue(path: path).read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(journal == "wal")
        try database.setFavorite(trackID: 1, true)
        #expect(try database.favorites().map(\.track.id) == [1])
    }

    @Test func createNeverOverwritesAFile() throws {
        let path = directory.file("mine.sqlite")
        _ = FileManager.default.createFile(atPath: path, contents: Data("keep me".utf8))
        #expect(throws: StorageError.exists(path: path)) { try AppDatabase.create(path: path, catalog: chinook) }
        #expect(contents(path) == Data("keep me".utf8))
    }
}
