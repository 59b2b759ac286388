import Foundation
import Storage

/// A probe's database file in the temporary directory: the run writes its copy of the catalog
/// there, and the probe reads back what reached it through a connection of its own, as the app
/// would find it when opened again.
struct DatabaseFile {
    /// Where the file is.
    let path = FileManager.default.temporaryDirectory
        .appending(path: "bindery-probe-\(UUID().uuidString).sqlite").path

    /// The file opened anew, apart from the run's connection.
    func readBack() throws -> AppDatabase {
        try AppDatabase.open(path: path, createsDirectory: false)
    }

    /// Deletes the file and SQLite's files beside it.
    func remove() {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
}
