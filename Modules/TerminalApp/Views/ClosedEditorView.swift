import TerminalUI

/// What the editor tab shows once the editor closed: Enter opens it again.
final class ClosedEditorView: TerminalFeatureView {
    private let reopen: () -> Void

    init(reopen: @escaping () -> Void) {
        self.reopen = reopen
    }

    let takesText = false

    func handle(_ key: Key) -> Bool {
        guard key == .enter else { return false }
        reopen()
        return true
    }

    func draw(in canvas: Canvas) {
        canvas.text("The editor closed.", y: 0, style: Look.secondary)
        canvas.text("Enter opens it again.", y: 1, style: Look.secondary)
    }
}
