/// A mistake in a scenario script, at a line and column (both from 1).
package struct ScriptError: Error, Hashable, Sendable {
    /// The line of the mistake.
    package var line: Int
    /// The column where it starts.
    package var column: Int
    /// What is wrong, and what would be right.
    package var message: String

    package init(line: Int, column: Int, _ message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// The error as a compiler prints it: `file:line:column: error: message`, then the line and
    /// a caret under the column.
    package func rendered(file: String, source: String) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let text = line <= lines.count ? String(lines[line - 1]) : ""
        let caretIndent = String(text.prefix(column - 1).map { $0 == "\t" ? "\t" : " " })
        return "\(file):\(line):\(column): error: \(message)\n\(text)\n\(caretIndent)^"
    }
}
