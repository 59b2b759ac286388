import Features
import Storage
import Testing

@testable import Pitfalls
@testable import Scenarios

/// The catalog every probe copies, loaded once per test run.
let catalog: AppDatabase = {
    do {
        return try AppDatabase.inMemory(catalog: try CatalogFile.chinook())
    } catch {
        fatalError("the embedded catalog does not load: \(error)")
    }
}()
