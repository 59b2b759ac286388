import TerminalUI
import Transcripts

/// A pane's marble mode: the feature's outputs (and the keys) since it was shown, as a timeline
/// a row per output.
enum MarbleView {
    /// Draws what `recorder` holds into `canvas`, or says there is nothing yet.
    static func draw(_ recorder: TranscriptRecorder, in canvas: Canvas) {
        let transcript = recorder.transcript
        let inputs = recorder.inputs
        guard !transcript.entries.isEmpty || !inputs.isEmpty else {
            canvas.text("no output yet", y: 0, style: Look.secondary)
            return
        }
        let rows = (inputs.isEmpty ? 0 : 1) + transcript.outputs.count
        let labelWidth = max(inputs.isEmpty ? 0 : 3, transcript.outputs.map(\.count).max() ?? 0) + 1
        let lines = MarbleRenderer.render(transcript, inputs: inputs, columns: max(1, canvas.width - labelWidth))
            .split(separator: "\n", omittingEmptySubsequences: false)
        for (row, line) in lines.prefix(canvas.height).enumerated() {
            let style = row < rows ? (row == 0 && !inputs.isEmpty ? Look.secondary : .plain) : Look.secondary
            canvas.text(String(line), y: row, style: style)
        }
    }
}
