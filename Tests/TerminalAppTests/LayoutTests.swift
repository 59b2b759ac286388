import TerminalUI
import Testing

@testable import TerminalApp

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
        (34, 14, false, 1), (104, 14, false, 3), (105, 20, false, 3), (173, 40, false, 4), (174, 40, false, 5),
    ])
    func panesPerPage(columns: Int, rows: Int, tooSmall: Bool, perPage: Int) {
        let layout = Layout(columns: columns, rows: rows, paneCount: 5)
        #expect(layout.isTooSmall == tooSmall)
        #expect(layout.panesPerPage == perPage)
    }

    @Test(arguments: [(33, 14), (34, 13), (0, 0), (1, 200)])
    func belowTheMinimumTheTerminalIsTooSmall(columns: Int, rows: Int) {
        #expect(Layout(columns: columns, rows: rows, paneCount: 5).isTooSmall)
    }
}
