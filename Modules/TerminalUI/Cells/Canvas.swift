/// A rectangle of a ``CellBuffer`` that a widget draws into: coordinates are relative to it and
/// nothing is drawn outside it.
package struct Canvas {
    /// The buffer drawn into.
    package let buffer: CellBuffer
    /// The part of the buffer this canvas covers.
    package let rect: Rect

    /// A canvas over the whole of `buffer`.
    package init(_ buffer: CellBuffer) {
        self.buffer = buffer
        rect = buffer.bounds
    }

    private init(buffer: CellBuffer, rect: Rect) {
        self.buffer = buffer
        self.rect = rect
    }

    /// The number of columns.
    package var width: Int { rect.width }
    /// The number of rows.
    package var height: Int { rect.height }

    /// The part of this canvas at `frame` (relative to it), clipped to it.
    package func region(_ frame: Rect) -> Canvas {
        let absolute = Rect(x: rect.x + frame.x, y: rect.y + frame.y, width: frame.width, height: frame.height)
        return Canvas(buffer: buffer, rect: absolute.intersection(rect))
    }

    /// Rows `from` to the end.
    package func rows(from top: Int, count: Int? = nil) -> Canvas {
        region(Rect(x: 0, y: top, width: width, height: count ?? (height - top)))
    }

    /// Writes `text` at column `x` of row `y`, cut with "…" where it would leave the canvas (or
    /// exceed `width` columns). Control characters are not drawn. Returns the columns written.
    @discardableResult
    package func text(_ text: String, x: Int = 0, y: Int, style: CellStyle = .plain, width: Int? = nil) -> Int {
        guard y >= 0, y < height, x >= 0, x < self.width else { return 0 }
        let available = min(self.width - x, width ?? Int.max)
        let shown = text.truncated(toWidth: available)
        var column = x
        for character in shown {
            column += buffer.put(
                character, x: rect.x + column, y: rect.y + y, style: style, limit: rect.x + x + available)
        }
        return column - x
    }

    /// Fills the canvas with blank cells in `style`.
    package func fill(_ style: CellStyle = .plain) {
        buffer.fill(rect, style: style)
    }

    /// Changes the style of the cells of row `y` from `x`, `count` of them, keeping their text.
    package func restyle(y: Int, x: Int = 0, count: Int? = nil, _ change: (inout CellStyle) -> Void) {
        guard y >= 0, y < height else { return }
        let end = min(width, x + (count ?? width))
        for column in max(0, x)..<max(max(0, x), end) {
            buffer.restyle(x: rect.x + column, y: rect.y + y, change)
        }
    }
}
