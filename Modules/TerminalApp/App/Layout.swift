import TerminalUI

/// Where everything goes on a terminal of a given size: a tab bar on the first row, a status line
/// on the last, and between them as many panes side by side as fit, a column apart; the rest are
/// on further pages.
struct Layout: Equatable {
    /// The narrowest a pane may be.
    static let minimumPaneWidth = 33
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

    /// The width of every pane: the same for all, so that panes showing the same thing show it
    /// cell for cell alike (the columns left over stay empty at the right).
    var paneWidth: Int {
        let count = min(panesPerPage, paneCount)
        return (columns - (count - 1)) / count
    }

    /// The panes of `page` and where each goes.
    func panes(onPage page: Int) -> [(index: Int, frame: Rect)] {
        let first = page * panesPerPage
        return (first..<min(paneCount, first + panesPerPage)).enumerated().map { position, index in
            (index, Rect(x: position * (paneWidth + 1), y: 1, width: paneWidth, height: rows - 2))
        }
    }
}
