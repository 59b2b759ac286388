import Testing

@testable import TerminalUI

/// Widgets drawn into cell buffers, compared with golden text files.
struct WidgetRenderingTests {
    @Test func textFieldScrollsToKeepTheCursorInSight() throws {
        let buffer = CellBuffer(width: 20, height: 3)
        let field = TextField(label: "Name")
        field.draw(in: Canvas(buffer).rows(from: 0, count: 1))
        for character in "Johann Sebastian" { field.handle(.character(character)) }
        field.draw(in: Canvas(buffer).rows(from: 1, count: 1))
        field.handle(.home)
        field.handle(.delete)
        field.draw(in: Canvas(buffer).rows(from: 2, count: 1))
        try expectGolden(buffer, "text-field")
        #expect(field.text == "ohann Sebastian")
        #expect(field.cursor == 0)
    }

    @Test func textFieldEditsAroundTheCursorInCharacters() {
        let field = TextField(label: "")
        for key: Key in [
            .character("漢"), .character("e"), .character("\u{301}"), .left, .character("x"), .end, .backspace,
        ] {
            field.handle(key)
        }
        #expect(field.text == "漢x")
        field.handle(.paste("ab\tc"))
        #expect(field.text == "漢xabc")
        field.handle(.control("u"))
        #expect(field.text == "")
        #expect(!field.handle(.up))
    }

    @Test func listShowsTheSelectionAndAScrollBar() throws {
        let buffer = CellBuffer(width: 24, height: 4)
        let list = ListView(placeholder: "nothing")
        list.setItems((1...10).map { "Track \($0) — 漢字の曲名がとても長い" })
        list.draw(in: Canvas(buffer))
        for _ in 0..<5 { list.handle(.down) }
        list.draw(in: Canvas(buffer))
        try expectGolden(buffer, "list")
        #expect(list.selectedIndex == 5)
        #expect(list.offset == 2)
    }

    @Test func emptyListShowsItsPlaceholder() throws {
        let buffer = CellBuffer(width: 16, height: 2)
        let list = ListView(placeholder: "no results at all")
        list.draw(in: Canvas(buffer))
        try expectGolden(buffer, "list-empty")
        #expect(buffer[0, 0].style == Look.secondary)
    }

    @Test func buttonLabelAndStatusLine() throws {
        let buffer = CellBuffer(width: 30, height: 4)
        let canvas = Canvas(buffer)
        let button = Button("Validate")
        button.draw(in: canvas.rows(from: 0, count: 1))
        button.isEnabled = false
        button.draw(in: canvas.region(Rect(x: 15, y: 0, width: 15, height: 1)))
        Label("Hello, 世界! A long greeting indeed").draw(in: canvas.rows(from: 1, count: 1))
        StatusLine(left: " Lockstep", right: "F1 help ").draw(in: canvas.rows(from: 2, count: 1))
        StatusLine(left: " A very long left side of the line", right: "cut first").draw(
            in: canvas.rows(from: 3, count: 1))
        try expectGolden(buffer, "button-label-status")
        #expect(buffer[0, 0].style == Look.button)
        #expect(buffer[15, 0].style == Look.disabled)
        #expect(buffer[29, 2].style.reverse)
    }

    @Test func drawingOverHalfAWideCharacterBlanksTheOtherHalf() throws {
        let buffer = CellBuffer(width: 8, height: 2)
        let canvas = Canvas(buffer)
        canvas.text("漢字漢字", y: 0)
        canvas.text("x", x: 1, y: 0)
        canvas.text("漢字漢字", y: 1)
        canvas.text("y", x: 2, y: 1)
        try expectGolden(buffer, "wide-overwrite")
        #expect(buffer.line(0) == " x字漢字")
        #expect(buffer.line(1) == "漢y 漢字")
        #expect(!buffer[2, 0].isContinuation)
    }

    @Test func aRegionClipsWhatIsDrawnInIt() {
        let buffer = CellBuffer(width: 10, height: 3)
        let region = Canvas(buffer).region(Rect(x: 2, y: 1, width: 4, height: 5))
        #expect(region.rect == Rect(x: 2, y: 1, width: 4, height: 2))
        region.text("abcdefgh", y: 0)
        region.text("zz", x: 3, y: 1)
        region.text("never", y: 2)
        #expect(buffer.text == "\n  abc…\n     …")
    }
}
