import ArgumentParser
import Storage

/// `--database`: the database file both apps open, else the apps' default location
/// (`DatabaseLocation`).
package struct DatabaseOption: ParsableArguments {
    /// The option as given, if it was.
    @Option(help: "The database file (default: $BINDERY_DATABASE, else $XDG_DATA_HOME/bindery/bindery.sqlite).")
    package var database: String?

    /// No database named: the default location.
    package init() {}

    /// Opens the database, creating it from the embedded catalog on first use (and, at the
    /// default location, its directory).
    ///
    /// - Throws: A `StorageError`, such as for a chosen path whose directory is missing.
    package func open() throws -> AppDatabase {
        try AppDatabase.open(
            path: DatabaseLocation.resolve(explicit: database),
            createsDirectory: DatabaseLocation.isDefault(explicit: database))
    }
}
