/// A screen's worth of cells that widgets draw into and the screen adapter sends to the terminal.
///
/// Tests read a buffer as text (``text``) and compare it with golden files; only the screen
/// adapter turns a buffer into terminal output.
package final class CellBuffer {
    /// The number of columns.
    package let width: Int
    /// The number of rows.
    package let height: Int
    private(set) var cells: [Cell]

    /// A blank buffer of `width` columns and `height` rows.
    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The whole buffer as a rectangle.
    package var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x` of row `y`.
    package subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// Writes `character` at (`x`, `y`), taking care of the wide characters it overlaps. Writes
    /// nothing outside the buffer, and nothing wide that would not fit before `limit`.
    @discardableResult
    func put(_ character: Character, x: Int, y: Int, style: CellStyle, limit: Int) -> Int {
        let columns = character.displayWidth
        guard columns > 0, y >= 0, y < height, x >= 0, x + columns <= min(limit, width) else { return 0 }
        blankWide(x: x, y: y)
        if columns == 2 { blankWide(x: x + 1, y: y) }
        cells[y * width + x] = Cell(character, style: style)
        if columns == 2 { cells[y * width + x + 1] = Cell(" ", style: style, isContinuation: true) }
        return columns
    }

    /// Blanks the cells of `rect` in `style`; a wide character cut by its edge is blanked whole.
    func fill(_ rect: Rect, style: CellStyle) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let blank = Cell(" ", style: style)
        for y in area.y..<(area.y + area.height) {
            let row = y * width
            if cells[row + area.x].isContinuation, area.x > 0 {
                cells[row + area.x - 1] = Cell(" ", style: cells[row + area.x - 1].style)
            }
            let last = area.x + area.width - 1
            if last + 1 < width, cells[row + last + 1].isContinuation {
                cells[row + last + 1] = Cell(" ", style: cells[row + last + 1].style)
            }
            for x in area.x...last { cells[row + x] = blank }
        }
    }

    /// Sets the style of the cell at (`x`, `y`) and keeps its character.
    func restyle(x: Int, y: Int, _ change: (inout CellStyle) -> Void) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        change(&cells[y * width + x].style)
    }

    /// Before a cell is overwritten: if it is half of a wide character, blanks the other half.
    private func blankWide(x: Int, y: Int) {
        let index = y * width + x
        let cell = cells[index]
        if cell.isContinuation, x > 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        } else if cell.displayWidth == 2, x + 1 < width {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        cells[index] = Cell(" ", style: cell.style)
    }

    /// The cells of `rect`, row after row.
    package func cells(in rect: Rect) -> [Cell] {
        let area = rect.intersection(bounds)
        var result: [Cell] = []
        result.reserveCapacity(area.width * area.height)
        for y in area.y..<(area.y + area.height) {
            result.append(contentsOf: cells[(y * width + area.x)..<(y * width + area.x + area.width)])
        }
        return result
    }

    /// The buffer's characters, a line per row, without trailing spaces.
    package var text: String {
        (0..<height).map(line).joined(separator: "\n")
    }

    /// Row `y`'s characters, without trailing spaces.
    package func line(_ y: Int) -> String {
        var line = ""
        for x in 0..<width {
            let cell = self[x, y]
            if !cell.isContinuation { line.append(cell.character) }
        }
        while line.last == " " { line.removeLast() }
        return line
    }
}
