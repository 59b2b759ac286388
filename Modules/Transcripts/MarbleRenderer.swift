import Foundation

/// Draws a transcript as marble diagrams: one line per output, one character per frame of
/// 100 ms, a letter per distinct value (`(ab)` when several fall in one frame), and a legend.
package enum MarbleRenderer {
    /// The milliseconds a character stands for.
    package static let frame = 100

    /// The diagram of `transcript`; with `lastFrames`, only that many frames, up to its last
    /// event.
    package static func render(_ transcript: Transcript, lastFrames: Int? = nil) -> String {
        let outputs = transcript.outputs
        let width = outputs.map(\.count).max() ?? 0
        let lastFrame = (transcript.entries.map(\.time).max() ?? 0) / frame
        var lines: [String] = []
        var legend: [String] = []
        for output in outputs {
            var symbols: [String: Character] = [:]
            var frames: [Int: [Character]] = [:]
            for entry in transcript.entries where entry.output == output {
                let symbol: Character
                if let known = symbols[entry.value] {
                    symbol = known
                } else {
                    symbol = Character(UnicodeScalar(UInt8(97 + symbols.count % 26)))
                    symbols[entry.value] = symbol
                    legend.append("  \(output).\(symbol) = \(entry.value)")
                }
                frames[entry.time / frame, default: []].append(symbol)
            }
            let firstFrame = lastFrames.map { max(0, lastFrame - $0 + 1) } ?? 0
            let timeline = (firstFrame...lastFrame).map { index -> String in
                guard let marks = frames[index] else { return "-" }
                return marks.count == 1 ? String(marks[0]) : "(" + String(marks) + ")"
            }.joined()
            lines.append(output.padding(toLength: width, withPad: " ", startingAt: 0) + " " + timeline)
        }
        return lines.joined(separator: "\n") + "\n\none character per \(frame) ms\n" + legend.joined(separator: "\n")
            + "\n"
    }
}
