import Foundation
import Storage

/// The shipped Chinook catalog, parsed once for all tests.
let chinook: CatalogData = try! CatalogFile.chinook()

/// The shipped catalog imported once for all tests; each test works on a copy (`copy()`, or
/// `copy(toFile:)` for a file), so no test pays for an import it does not test.
let chinookTemplate: AppDatabase = try! AppDatabase.inMemory(catalog: chinook)

/// A fresh temporary directory, removed when the test's `TemporaryDirectory` is released.
final class TemporaryDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "bindery-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The bytes of a file, to check that a failed open left it untouched.
func contents(_ path: String) -> Data? {
    FileManager.default.contents(atPath: path)
}
