import GRDB

extension AppDatabase {
    /// The SQL statements `work` runs on this database, in order, with their arguments written in:
    /// what the storage benchmark hands the `sqlite3` shell to time the engine alone. Statements
    /// SQLite runs inside others (FTS5's own) are left out.
    ///
    /// ```swift
    /// let statements = try database.statements { _ = try database.search("bach") }
    /// ```
    ///
    /// - Parameter work: Calls to this database, made on the calling thread.
    /// - Returns: The statements, as SQLite expanded them.
    /// - Throws: What `work` throws.
    package func statements(of work: () throws -> Void) throws -> [String] {
        let traced = TracedStatements()
        writer.inDatabase { db in
            db.trace(options: .statement) { event in
                if case .statement(let statement) = event, !statement.expandedSQL.hasPrefix("--") {
                    traced.all.append(statement.expandedSQL)
                }
            }
        }
        defer { writer.inDatabase { db in db.trace(options: []) } }
        try work()
        return traced.all
    }
}

/// The statements a trace has seen: written on the database's queue while `work` runs, read once
/// it has returned.
private final class TracedStatements: @unchecked Sendable {
    var all: [String] = []
}
