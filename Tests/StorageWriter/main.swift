// A child process for StorageTests: it replaces the catalog of the database at the path it is
// given with a large generated one, in one transaction, and prints "progress N" from inside the
// transaction so that the test can kill it in the middle of the save.

import Foundation
import Storage

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: bindery-storage-writer DATABASE\n".utf8))
    exit(2)
}
do {
    let database = try AppDatabase.open(path: CommandLine.arguments[1])
    var generator = CatalogGenerator(seed: 1)
    let catalog = generator.catalog(trackCount: 200_000)
    try database.importCatalog(catalog) { count in
        FileHandle.standardOutput.write(Data("progress \(count)\n".utf8))
    }
    FileHandle.standardOutput.write(Data("committed\n".utf8))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
