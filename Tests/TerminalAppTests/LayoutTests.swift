import TerminalUI
import Testing

@testable import TerminalApp

@MainActor
struct LayoutTests {
    @Test func fivePanesFitSideBySideOnAWideTerminal() {
        let layout = Layout(columns: 240, rows: 60, paneCount: 5)
        #expect(!layout.isTooSmall)
        #expect(layout.panesPerPage == 5)
        #expect(layout.pageCount == 1)
        #expect(
            layout.panes(onPage: 0).map(\.frame) == [
                Rect(x: 0, y: 1, width: 47, height: 58), Rect(x: 48, y: 1, width: 47, height: 58),
                Rect(x: 96, y: 1, width: 47, height: 58), Rect(x: 144, y: 1, width: 47, height: 58),
                Rect(x: 192, y: 1, width: 47, height: 58),
            ])
    }

    @Test func narrowerTerminalsPageThroughThePanes() {
        let layout = Layout(columns: 80, rows: 24, paneCount: 5)
        #expect(layout.panesPerPage == 2)
        #expect(layout.pageCount == 3)
        #expect(layout.panes(onPage: 1).map(\.index) == [2, 3])
        #expect(layout.panes(onPage: 2).map(\.index) == [4])
        #expect(layout.panes(onPage: 2).map(\.frame) == [Rect(x: 0, y: 1, width: 39, height: 22)])
        #expect(layout.page(of: 3) == 1)
    }

    @Test(arguments: [
        (33, 14, false, 1), (100, 14, false, 2), (101, 20, false, 3), (168, 40, false, 4), (169, 40, false, 5),
    ])
    func panesPerPage(columns: Int, rows: Int, tooSmall: Bool, perPage: Int) {
        let layout = Layout(columns: columns, rows: rows, paneCount: 5)
        #expect(layout.isTooSmall == tooSmall)
        #expect(layout.panesPerPage == perPage)
    }

    /// Seven panes fit 240 columns (33 each, a column apart), not 236.
    @Test func sevenPanesFitTwoHundredFortyColumns() {
        #expect(Layout(columns: 240, rows: 60, paneCount: 7).panesPerPage == 7)
        #expect(Layout(columns: 240, rows: 60, paneCount: 7).paneWidth == 33)
        #expect(Layout(columns: 236, rows: 60, paneCount: 7).panesPerPage == 6)
    }

    @Test(arguments: [(32, 14), (33, 13), (0, 0), (1, 200)])
    func belowTheMinimumTheTerminalIsTooSmall(columns: Int, rows: Int) {
        #expect(Layout(columns: columns, rows: rows, paneCount: 5).isTooSmall)
    }
}
