/// A full-width line with text at its left and right ends, shown in reverse.
package final class StatusLine: Widget {
    /// The text at the left.
    package var left: String
    /// The text at the right, cut first when the line is too narrow.
    package var right: String
    /// How the line is shown.
    package var style: CellStyle

    package init(left: String = "", right: String = "", style: CellStyle = Look.status) {
        self.left = left
        self.right = right
        self.style = style
    }

    package func draw(in canvas: Canvas) {
        canvas.region(Rect(x: 0, y: 0, width: canvas.width, height: 1)).fill(style)
        let used = canvas.text(left, y: 0, style: style)
        let room = canvas.width - used - 1
        guard room > 0, !right.isEmpty else { return }
        let shown = right.truncated(toWidth: room)
        canvas.text(shown, x: canvas.width - shown.displayWidth, y: 0, style: style)
    }
}
