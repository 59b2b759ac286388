import Domain
import Foundation

/// How views write the values they are shown, in transcripts and marble legends.
package enum Rendering {
    /// `text` between double quotes, with backslashes and quotes escaped.
    package static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// `text` quoted, or `nil`.
    package static func optional(_ text: String?) -> String {
        text.map(quoted) ?? "nil"
    }

    /// The items quoted, between brackets; with `limit`, a longer list is cut to its first item
    /// and its count, so that a line fits a narrow pane.
    package static func list(_ items: [String], limit: Int? = nil) -> String {
        if let limit, items.count > limit { return "[\(quoted(items[0])), … \(items.count) rows]" }
        return "[" + items.map(quoted).joined(separator: ", ") + "]"
    }

    /// A draft as `{rating: 3, note: "…"}`.
    package static func draft(_ draft: EntryDraft) -> String {
        "{rating: \(draft.rating), note: \(quoted(draft.note))}"
    }
}
