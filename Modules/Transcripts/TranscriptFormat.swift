import Foundation

/// How `bindery run` prints a transcript.
package enum TranscriptFormat: String, CaseIterable, Sendable {
    /// One event a line: `@300ms results ["Beat It — Michael Jackson"]`.
    case text
    /// JSON Lines: `{"time":300,"output":"results","value":"…"}`.
    case json
    /// Each output as a timeline, one character per frame, with a legend.
    case marbles

    /// The transcript in this format, ending with a newline.
    package func render(_ transcript: Transcript) -> String {
        switch self {
        case .text:
            return transcript.entries.map { "@\($0.time)ms \($0.output) \($0.value)" }.joined(separator: "\n") + "\n"
        case .json:
            return transcript.entries.map {
                "{\"time\":\($0.time),\"output\":\(jsonString($0.output)),\"value\":\(jsonString($0.value))}"
            }.joined(separator: "\n") + "\n"
        case .marbles:
            return MarbleRenderer.render(transcript)
        }
    }
}
