/// Turns what the user typed into an FTS5 query that cannot be misread as FTS5 syntax.
///
/// The text is split into words (runs of letters and digits); every word becomes a quoted
/// prefix term (`"bea"*`), and the terms are joined, which FTS5 reads as AND. So `"`, `AND`,
/// `NEAR`, `*`, `(` and a lone quote are ordinary text: words are quoted, punctuation is dropped.
enum SearchPattern {
    /// The FTS5 query for `text`, or `nil` when it has no words (nothing to search for).
    static func make(_ text: String) -> String? {
        let words = text.split { !($0.isLetter || $0.isNumber) }
        guard !words.isEmpty else { return nil }
        return words.map { word in "\"" + word.replacingOccurrences(of: "\"", with: "\"\"") + "\"*" }
            .joined(separator: " ")
    }
}

extension SearchPattern {
    /// The FTS5 query for titles that start with the words of `text` (the last one as a prefix):
    /// `{title} : ^"iron m"*`. `nil` when `text` has no words.
    static func titleStart(_ text: String) -> String? {
        let words = text.split { !($0.isLetter || $0.isNumber) }
        guard !words.isEmpty else { return nil }
        return "{title} : ^\"" + words.joined(separator: " ").replacingOccurrences(of: "\"", with: "\"\"") + "\"*"
    }

    /// A LIKE pattern matching titles that start with `text` as typed (spaces collapsed), with
    /// LIKE's wildcards escaped by `\`.
    static func titlePrefix(_ text: String) -> String {
        var escaped = ""
        for character in typed(text) {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped + "%"
    }

    /// The text as typed, its runs of white space collapsed to one space and trimmed.
    static func typed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
