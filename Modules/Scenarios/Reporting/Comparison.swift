import Features
import Transcripts

/// The outcome of playing one script through several styles.
package struct Comparison: Sendable {
    /// Each style's transcript, in the order the styles were played.
    package var transcripts: [(style: Style, transcript: Transcript)]

    package init(transcripts: [(style: Style, transcript: Transcript)]) {
        self.transcripts = transcripts
    }

    /// The first way a style differs from the first style, or `nil` when all agree.
    package var firstDivergence: String? {
        guard let (reference, expected) = transcripts.first else { return nil }
        let expectedOutputs = expected.byOutput
        for (style, transcript) in transcripts.dropFirst() {
            let actual = transcript.byOutput
            for output in (Set(expectedOutputs.keys).union(actual.keys)).sorted() {
                let left = expectedOutputs[output] ?? []
                let right = actual[output] ?? []
                guard left != right else { continue }
                let index =
                    zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(left.count, right.count)
                func describe(_ entries: [Transcript.Entry]) -> String {
                    index < entries.count ? "@\(entries[index].time)ms \(entries[index].value)" : "nothing"
                }
                return "\(style) differs from \(reference) on \(output), event \(index + 1): "
                    + "\(reference) shows \(describe(left)), \(style) shows \(describe(right))"
            }
        }
        return nil
    }

    /// The outputs side by side: each output's events once per group of styles that agree on it.
    package func report() -> String {
        guard let first = transcripts.first?.transcript else { return "" }
        var lines: [String] = []
        for output in first.outputs {
            var groups: [(styles: [Style], events: [Transcript.Entry])] = []
            for (style, transcript) in transcripts {
                let events = transcript.byOutput[output] ?? []
                if let index = groups.firstIndex(where: { $0.events == events }) {
                    groups[index].styles.append(style)
                } else {
                    groups.append(([style], events))
                }
            }
            lines.append("  \(output)")
            for group in groups {
                let who =
                    group.styles.count == transcripts.count
                    ? "all \(transcripts.count) styles" : group.styles.map(\.id).joined(separator: ", ")
                let events = group.events.map { "@\($0.time)ms \($0.value)" }.joined(separator: "  ")
                lines.append("    \(who): \(events.isEmpty ? "nothing" : events)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
