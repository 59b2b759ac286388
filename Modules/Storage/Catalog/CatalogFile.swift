import Foundation

/// Reads the compact catalog format that `Tools/Catalog/convert-chinook.py` writes.
package enum CatalogFile {
    /// The Chinook catalog shipped with Bindery.
    package static func chinook() throws -> CatalogData {
        guard let url = Bundle.module.url(forResource: "chinook", withExtension: "tsv") else {
            throw StorageError.malformedCatalog(line: 0, reason: "the shipped catalog chinook.tsv is missing")
        }
        return try parse(String(contentsOf: url, encoding: .utf8))
    }

    /// Parses catalog text: one tab-separated row a line, `#` lines are comments.
    ///
    /// - Throws: ``StorageError/malformedCatalog(line:reason:)`` naming the first bad line.
    package static func parse(_ text: String) throws -> CatalogData {
        var catalog = CatalogData()
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(unescape)
            func integer(_ index: Int) throws -> Int64 {
                guard let value = Int64(fields[index]) else {
                    throw StorageError.malformedCatalog(line: lineNumber, reason: "'\(fields[index])' is not a number")
                }
                return value
            }
            func expect(_ count: Int) throws {
                guard fields.count == count else {
                    throw StorageError.malformedCatalog(
                        line: lineNumber, reason: "a \(fields[0]) row has \(count) fields, this one has \(fields.count)"
                    )
                }
            }
            switch fields[0] {
            case "artist":
                try expect(3)
                catalog.artists.append(.init(id: try integer(1), name: fields[2]))
            case "album":
                try expect(4)
                catalog.albums.append(.init(id: try integer(1), artistID: try integer(2), title: fields[3]))
            case "genre":
                try expect(3)
                catalog.genres.append(.init(id: try integer(1), name: fields[2]))
            case "track":
                try expect(7)
                catalog.tracks.append(
                    .init(
                        id: try integer(1), albumID: try integer(2), genreID: try integer(3),
                        milliseconds: Int(try integer(4)), title: fields[5],
                        composer: fields[6].isEmpty ? nil : fields[6]))
            default:
                throw StorageError.malformedCatalog(line: lineNumber, reason: "unknown row kind '\(fields[0])'")
            }
        }
        return catalog
    }

    private static func unescape(_ field: Substring) -> String {
        guard field.contains("\\") else { return String(field) }
        var result = ""
        var escaping = false
        for character in field {
            if escaping {
                switch character {
                case "t": result.append("\t")
                case "n": result.append("\n")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
