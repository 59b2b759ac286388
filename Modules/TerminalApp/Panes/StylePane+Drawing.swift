import TerminalUI
import Transcripts

/// A pane's drawing: its frame (title and counters), and the screen, marbles or code its mode shows.
extension StylePane {
    /// Where a pane at `frame` shows its content: below its title, above its footer, after a
    /// column of margin.
    static func contentFrame(_ frame: Rect) -> Rect {
        Rect(x: frame.x + 1, y: frame.y + 1, width: frame.width - 1, height: frame.height - 2)
    }

    /// Draws the pane's title (its style, `mark` (whether it differs), its mode) on the first row
    /// of `canvas` and its counters on the last.
    func drawFrame(in canvas: Canvas, focused: Bool, mark: String?) {
        let titleStyle = CellStyle(bold: true, reverse: focused, underline: !focused)
        canvas.region(Rect(x: 0, y: 0, width: canvas.width, height: 1)).fill(titleStyle)
        // The mode and the mark always show; the style's name gets what is left, shortened.
        let modeName = " " + mode.name + " "
        let modeX = max(0, canvas.width - modeName.displayWidth)
        let shownMark = mark.map { " " + $0 } ?? ""
        let used = canvas.text(
            " " + style.name, y: 0, style: titleStyle, width: max(0, modeX - shownMark.displayWidth))
        if mark != nil {
            canvas.text(shownMark, x: used, y: 0, style: CellStyle(foreground: .red, bold: true, reverse: focused))
        }
        canvas.text(modeName, x: modeX, y: 0, style: titleStyle)
        canvas.text(
            " updates \(recorder.updates) · calls \(serviceCalls)", y: canvas.height - 1, style: Look.secondary)
    }

    /// Draws the feature's screen into `canvas`, whatever the pane shows.
    func drawScreen(in canvas: Canvas) {
        view?.draw(in: canvas)
    }

    /// Draws what the mode shows into `canvas`.
    func drawContent(in canvas: Canvas) {
        switch mode {
        case .screen:
            drawScreen(in: canvas)
        case .marbles:
            MarbleView.draw(recorder, in: canvas)
        case .code:
            code.draw(in: canvas)
        }
    }
}
