/// What can go wrong with the database, each with what to do about it.
///
/// Errors that concern a file name it; Bindery never overwrites or deletes a database it cannot
/// use.
package enum StorageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file exists but is not an SQLite database.
    case notADatabase(path: String)
    /// The file is an SQLite database whose contents are damaged.
    case corrupt(path: String)
    /// The directory for the database could not be created.
    case cannotCreateDirectory(path: String, reason: String)
    /// The directory of a database file the user chose does not exist (only the default
    /// location's directory is created).
    case missingDirectory(path: String)
    /// The database file could not be opened or created.
    case cannotOpen(path: String, reason: String)
    /// The database cannot be written (read-only file, directory or file system).
    case readOnly(path: String)
    /// The database was written by a newer Bindery, with migrations this one does not know.
    case newerSchema(path: String, unknownMigrations: [String])
    /// Another connection held the database locked for longer than the busy timeout.
    case locked(path: String)
    /// A new database was asked for at a path where a file exists.
    case exists(path: String)
    /// A line of a catalog file could not be read.
    case malformedCatalog(line: Int, reason: String)
    /// No track has this identifier.
    case trackNotFound(Int64)
    /// Any other SQLite error, with SQLite's message.
    case sqlite(path: String, code: Int32, message: String)

    /// A message that says what happened and what to do.
    package var description: String {
        switch self {
        case .notADatabase(let path):
            "\(path) is not an SQLite database. It was left untouched: move it aside, or choose another "
                + "file with --database or BINDERY_DATABASE."
        case .corrupt(let path):
            "\(path) is damaged. It was left untouched: move it aside and Bindery will create a fresh "
                + "database (your library entries in the damaged file are not carried over)."
        case .cannotCreateDirectory(let path, let reason):
            "Cannot create the directory \(path) for the database: \(reason). Choose another location with "
                + "--database or BINDERY_DATABASE."
        case .missingDirectory(let path):
            "The directory \(path) does not exist. Check the path given with --database or BINDERY_DATABASE, "
                + "or create the directory first: only the default location's directory is created."
        case .cannotOpen(let path, let reason):
            "Cannot open \(path): \(reason). Check that the file and its directory are readable and writable."
        case .readOnly(let path):
            "\(path) is read-only. Make the file and its directory writable, or choose another location."
        case .newerSchema(let path, let migrations):
            "\(path) was written by a newer Bindery (it has \(migrations.joined(separator: ", ")), which this "
                + "version does not know). It was left untouched: use the newer Bindery, or another file."
        case .locked(let path):
            "\(path) is locked by another process. Try again when it has finished, or close it."
        case .exists(let path):
            "\(path) exists. It was left untouched: choose a new file."
        case .malformedCatalog(let line, let reason):
            "Catalog line \(line): \(reason)."
        case .trackNotFound(let id):
            "There is no track \(id) in the catalog."
        case .sqlite(let path, let code, let message):
            "SQLite error \(code) on \(path): \(message)."
        }
    }
}
