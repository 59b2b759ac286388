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
                "{\"time\":\($0.time),\"output\":\(Self.json($0.output)),\"value\":\(Self.json($0.value))}"
            }.joined(separator: "\n") + "\n"
        case .marbles:
            return MarbleRenderer.render(transcript)
        }
    }

    private static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += String(format: "\\u%04x", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
