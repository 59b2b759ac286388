import TerminalUI

/// A pane's code mode: the style's code for the feature shown, scrolled with the arrows, Home
/// and End, its section headers (`// ── `) highlighted.
final class CodeViewer {
    private var lines: [Substring] = []
    private var offset = 0
    private var column = 0

    /// Shows `source` from its top left.
    func show(_ source: String) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        offset = 0
        column = 0
    }

    /// Scrolls for `key`; returns whether it was a scrolling key.
    func handle(_ key: Key) -> Bool {
        switch key {
        case .up: offset = max(0, offset - 1)
        case .down: offset += 1
        case .home: offset = 0
        case .end: offset = Int.max / 2
        case .left: column = max(0, column - 8)
        case .right: column = min(200, column + 8)
        default: return false
        }
        return true
    }

    /// Draws the lines in view into `canvas` (an offset past the end stops at the last page).
    func draw(in canvas: Canvas) {
        offset = max(0, min(offset, lines.count - canvas.height))
        for (row, line) in lines.dropFirst(offset).prefix(canvas.height).enumerated() {
            let isHeader = line.hasPrefix("// ── ")
            canvas.text(
                String(line.dropFirst(column)), y: row,
                style: isHeader ? CellStyle(foreground: .cyan, bold: true) : .plain)
        }
    }
}
