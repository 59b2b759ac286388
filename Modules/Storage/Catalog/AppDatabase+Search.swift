import Domain
import GRDB

extension AppDatabase {
    /// The most matches a search ranks by relevance; a query that matches more is unselective
    /// (one or two letters, a common word) and is answered without scoring every match.
    package static let rankedMatchLimit = 200

    /// The tracks matching `text`, best first: every word of `text` must start a word of the
    /// title, artist, album or composer, ignoring case and diacritics. Text with no words, such as
    /// `""` or `"*"`, matches nothing.
    ///
    /// A selective query (at most ``rankedMatchLimit`` matches) is ranked by relevance: tracks
    /// whose title starts with the text as typed come first, then titles weigh most, then
    /// artists, albums and composers (bm25). An unselective one, where ranking would score most
    /// of the catalog on every keystroke, lists the tracks whose title starts with the words of
    /// the text, then the other matches, each in catalog order: the search index's own order, so
    /// a keystroke reads only the rows it shows, at a million tracks as at a thousand.
    package func search(_ text: String, limit: Int = 50) throws -> [Track] {
        guard let pattern = SearchPattern.make(text) else { return [] }
        // No transaction: one per statement is enough for a search, and spares a keystroke the
        // BEGIN, COMMIT and query_only toggles of a read transaction.
        return try mapErrors {
            try writer.unsafeRead { db in try Self.search(db, text: text, pattern: pattern, limit: limit) }
        }
    }

    /// Every match ranked by relevance, however many there are: the ranking selective queries
    /// get, and the reference the tests compare ``search(_:limit:)`` with.
    package func searchRankingEveryMatch(_ text: String, limit: Int = 50) throws -> [Track] {
        guard let pattern = SearchPattern.make(text) else { return [] }
        return try mapErrors {
            try writer.read { db in try Self.ranked(db, text: text, pattern: pattern, limit: limit) }
        }
    }

    /// Counts the matches up to one more than ``rankedMatchLimit``, then ranks them or lists them.
    private static func search(_ db: Database, text: String, pattern: String, limit: Int) throws -> [Track] {
        let matches =
            try Int.fetchOne(
                db.cachedStatement(
                    sql: "SELECT count(*) FROM (SELECT rowid FROM trackSearch WHERE trackSearch MATCH ? LIMIT ?)"),
                arguments: [pattern, rankedMatchLimit + 1]) ?? 0
        return matches <= rankedMatchLimit
            ? try ranked(db, text: text, pattern: pattern, limit: limit)
            : try titlesFirst(db, text: text, pattern: pattern, limit: limit)
    }

    /// The tracks matching a search pattern (the statement's first argument), unordered.
    private static let matchingTracks = """
        SELECT \(trackColumns)
        FROM trackSearch
        JOIN track ON track.id = trackSearch.rowid
        \(trackJoins)
        WHERE trackSearch MATCH ?
        """

    /// Every match scored: titles starting with the text first, then bm25 (title 10, artist 5,
    /// album 3, composer 1), then the track's id.
    private static func ranked(_ db: Database, text: String, pattern: String, limit: Int) throws -> [Track] {
        try tracks(
            db.cachedStatement(
                sql: """
                    \(matchingTracks)
                    ORDER BY track.title LIKE ? ESCAPE '\\' DESC, bm25(trackSearch, 10.0, 5.0, 3.0, 1.0), track.id
                    LIMIT ?
                    """),
            arguments: [pattern, SearchPattern.titlePrefix(text), limit])
    }

    /// No match scored: the tracks whose title starts with the words of the text, then the other
    /// matches, each in the search index's order (catalog order).
    private static func titlesFirst(_ db: Database, text: String, pattern: String, limit: Int) throws -> [Track] {
        let matches = try db.cachedStatement(sql: "\(matchingTracks) ORDER BY trackSearch.rowid LIMIT ?")
        var found: [Track] = []
        if let titleStart = SearchPattern.titleStart(text) {
            found = try tracks(matches, arguments: [titleStart, limit])
        }
        guard found.count < limit else { return found }
        // Enough matches that, with the ones already listed left out, `limit` remain.
        let listed = Set(found.map(\.id))
        return found
            + (try tracks(matches, arguments: [pattern, limit + found.count]))
            .filter { !listed.contains($0.id) }
            .prefix(limit - found.count)
    }

    /// The tracks `statement` selects (``trackColumns``), read straight from SQLite's row: a cursor
    /// does not copy each row first, as fetching rows does.
    private static func tracks(_ statement: Statement, arguments: StatementArguments) throws -> [Track] {
        try Array(Row.fetchCursor(statement, arguments: arguments).map { track($0) })
    }
}
