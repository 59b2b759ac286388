import TerminalUI

/// Where everything goes on a terminal of a given size: a tab bar on the first row, a status line
/// on the last, and between them as many panes side by side as fit, a column apart; the rest are
/// on further pages.
struct Layout: Equatable {
    /// The narrowest a pane may be.
    static let minimumPaneWidth = 34
    /// The smallest terminal the UI draws on; below it, it asks for a larger one.
    static let minimumColumns = minimumPaneWidth
    static let minimumRows = 14

    let columns: Int
    let rows: Int
    let paneCount: Int

    /// Whether the terminal is too small to draw on.
    var isTooSmall: Bool { columns < Self.minimumColumns || rows < Self.minimumRows }

    /// How many panes a page shows.
    var panesPerPage: Int {
        max(1, min(paneCount, (columns + 1) / (Self.minimumPaneWidth + 1)))
    }

    /// How many pages of panes there are.
    var pageCount: Int { (paneCount + panesPerPage - 1) / panesPerPage }

    /// The page that shows pane `index`.
    func page(of index: Int) -> Int { index / panesPerPage }

    /// The panes of `page` and where each goes: the width is shared out evenly, the first panes
    /// taking the columns left over.
    func panes(onPage page: Int) -> [(index: Int, frame: Rect)] {
        let first = page * panesPerPage
        let indices = Array(first..<min(paneCount, first + panesPerPage))
        guard !indices.isEmpty else { return [] }
        let available = columns - (indices.count - 1)
        let base = available / indices.count
        let extra = available % indices.count
        var x = 0
        return indices.enumerated().map { position, index in
            let width = base + (position < extra ? 1 : 0)
            defer { x += width + 1 }
            return (index, Rect(x: x, y: 1, width: width, height: rows - 2))
        }
    }
}
