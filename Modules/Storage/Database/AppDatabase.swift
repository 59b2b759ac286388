import Domain
import Foundation
import GRDB

/// The app's database: the catalog, the user's library and the search index.
///
/// Open an in-memory database for tests with ``inMemory(catalog:)`` and the apps' file database
/// with ``open(path:catalog:busyTimeout:createsDirectory:)``. Every write is one transaction, so a process killed
/// in the middle of a save leaves the previous state.
package final class AppDatabase: Sendable {
    /// Where the database lives, for messages: a path, or `:memory:`.
    package let path: String
    let writer: DatabaseQueue

    init(path: String, writer: DatabaseQueue) {
        self.path = path
        self.writer = writer
    }

    /// An in-memory database, migrated and filled with `catalog` (empty by default).
    package static func inMemory(catalog: CatalogData = CatalogData()) throws -> AppDatabase {
        let database = AppDatabase(
            path: ":memory:", writer: try DatabaseQueue(configuration: configuration(busyTimeout: 0)))
        try database.prepare(catalog: catalog)
        return database
    }

    /// The file database at `path`: created, migrated and filled from `catalog` on first use.
    ///
    /// The file uses write-ahead logging and a busy timeout, so a second process (the CLI while
    /// the terminal UI runs) can write.
    ///
    /// - Parameters:
    ///   - path: The database file.
    ///   - catalog: Loads the catalog a new database is filled with; called only when the
    ///     database has no catalog yet.
    ///   - busyTimeout: How long to wait for another process's lock, in seconds.
    ///   - createsDirectory: Whether the file's directory is created when missing (the default
    ///     location's); otherwise a missing directory is ``StorageError/missingDirectory(path:)``.
    /// - Throws: ``StorageError``, naming the file. A file that cannot be used is never changed.
    package static func open(
        path: String, catalog: () throws -> CatalogData = CatalogFile.chinook, busyTimeout: TimeInterval = 5,
        createsDirectory: Bool = true
    ) throws -> AppDatabase {
        let directory = (path as NSString).deletingLastPathComponent
        if !createsDirectory {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: directory.isEmpty ? "." : directory, isDirectory: &isDirectory)
            if !exists || !isDirectory.boolValue { throw StorageError.missingDirectory(path: directory) }
        } else if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw StorageError.cannotCreateDirectory(path: directory, reason: Self.reason(error))
            }
        }
        return try mapErrors(path: path) {
            let writer = try DatabaseQueue(path: path, configuration: configuration(busyTimeout: busyTimeout))
            let database = AppDatabase(path: path, writer: writer)
            try database.checkSchemaIsKnown()
            try database.prepare(catalog: nil)
            if try database.isCatalogEmpty() {
                try database.importCatalog(try catalog())
            }
            return database
        }
    }

    static func configuration(busyTimeout: TimeInterval) -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.prepareDatabase { db in
            if !db.configuration.readonly, try String.fetchOne(db, sql: "PRAGMA journal_mode") != "memory" {
                try db.execute(sql: "PRAGMA journal_mode = WAL")
            }
        }
        return configuration
    }

    private func checkSchemaIsKnown() throws {
        let unknown = try writer.read { db -> [String] in
            guard try db.tableExists("grdb_migrations") else { return [] }
            let known = Set(Self.migrator.migrations)
            return try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations").filter { !known.contains($0) }
        }
        if !unknown.isEmpty { throw StorageError.newerSchema(path: path, unknownMigrations: unknown.sorted()) }
    }

    private func prepare(catalog: CatalogData?) throws {
        try Self.migrator.migrate(writer)
        if let catalog, !catalog.tracks.isEmpty || !catalog.artists.isEmpty {
            try importCatalog(catalog)
        }
    }

    private func isCatalogEmpty() throws -> Bool {
        try writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM track") == 0 }
    }

    /// Runs `body` and turns SQLite's errors into ``StorageError``s that name `path`.
    static func mapErrors<Result>(path: String, _ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw storageError(error, path: path)
        }
    }

    /// Runs `body` and turns SQLite's errors into ``StorageError``s that name this database.
    func mapErrors<Result>(_ body: () throws -> Result) throws -> Result {
        try Self.mapErrors(path: path, body)
    }

    static func storageError(_ error: DatabaseError, path: String) -> StorageError {
        switch error.resultCode {
        case .SQLITE_NOTADB: .notADatabase(path: path)
        case .SQLITE_CORRUPT: .corrupt(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: .locked(path: path)
        case .SQLITE_READONLY: .readOnly(path: path)
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
            .cannotOpen(path: path, reason: error.message ?? "permission denied")
        default: .sqlite(path: path, code: error.resultCode.rawValue, message: error.message ?? "\(error)")
        }
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}

extension AppDatabase {
    /// An in-memory copy of this database, schema and contents, independent from then on.
    package func copy() throws -> AppDatabase {
        let destination = try DatabaseQueue(configuration: Self.configuration(busyTimeout: 0))
        try mapErrors { try writer.backup(to: destination) }
        return AppDatabase(path: ":memory:", writer: destination)
    }

    /// A copy of this database written to a new file at `path` and opened as ``open(path:catalog:busyTimeout:createsDirectory:)``
    /// opens it: a test's file database without importing the catalog again.
    package func copy(toFile path: String) throws -> AppDatabase {
        try Self.mapErrors(path: path) {
            let destination = try DatabaseQueue(path: path, configuration: Self.configuration(busyTimeout: 5))
            try writer.backup(to: destination)
            try destination.close()
        }
        return try Self.open(path: path)
    }
}

extension AppDatabase {
    /// A new database file at `path` holding `catalog`, written as fast as SQLite can: into
    /// `path.partial` with no journal and no syncing (nothing can be lost, the file is new), then
    /// switched to write-ahead logging and renamed into place. So `path` either does not exist or
    /// is complete, even if the process is killed on the way.
    ///
    /// - Throws: ``StorageError/exists(path:)`` when `path` exists; a ``StorageError`` naming the
    ///   file when it cannot be written.
    package static func create(path: String, catalog: CatalogData) throws -> AppDatabase {
        guard !FileManager.default.fileExists(atPath: path) else { throw StorageError.exists(path: path) }
        let partial = path + ".partial"
        try? FileManager.default.removeItem(atPath: partial)
        do {
            try mapErrors(path: path) {
                var configuration = Configuration()
                // A new file holds only the catalog's own rows: no foreign key to check.
                configuration.foreignKeysEnabled = false
                configuration.prepareDatabase { db in
                    try db.execute(
                        sql: """
                            PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;
                            PRAGMA temp_store = MEMORY; PRAGMA cache_size = -262144
                            """)
                }
                let queue = try DatabaseQueue(path: partial, configuration: configuration)
                try migrator.migrate(queue)
                try AppDatabase(path: path, writer: queue).importCatalog(catalog)
                try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
                try queue.close()
            }
            do {
                try FileManager.default.moveItem(atPath: partial, toPath: path)
            } catch {
                throw StorageError.cannotOpen(path: path, reason: Self.reason(error))
            }
        } catch {
            try? FileManager.default.removeItem(atPath: partial)
            throw error
        }
        return try open(path: path)
    }
}

extension AppDatabase {
    /// The version of the SQLite library Bindery runs on, such as "3.40.1".
    package static var sqliteVersion: String {
        (try? DatabaseQueue().read { db in try String.fetchOne(db, sql: "SELECT sqlite_version()") }) ?? "unknown"
    }
}
