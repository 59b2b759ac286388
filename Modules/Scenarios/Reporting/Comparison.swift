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
                let events = group.events.map { "@\($0.time)ms \($0.value)" }.joined(separator: "  ")
                lines.append("    \(who(group.styles)): \(events.isEmpty ? "nothing" : events)")
            }
        }
        let orders = instantOrders
        if !orders.isEmpty {
            lines.append("  order of the outputs at one instant (not a divergence: each output's events agree)")
            for (time, groups) in orders {
                for (index, group) in groups.enumerated() {
                    let at = index == 0 ? "@\(time)ms" : String(repeating: " ", count: "@\(time)ms".count)
                    lines.append("    \(at) \(who(group.styles)): \(group.order.joined(separator: ", "))")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The styles of a group, or "all N styles".
    private func who(_ styles: [Style]) -> String {
        styles.count == transcripts.count
            ? "all \(transcripts.count) styles" : styles.map(\.id).joined(separator: ", ")
    }

    /// The instants at which the styles tell the view about several outputs in different orders,
    /// with the styles grouped by the order (first appearance of each output at that instant).
    ///
    /// Styles agree when each output's events agree (``firstDivergence``): the order across
    /// outputs within one instant is not compared, because a view that draws once per run-loop
    /// turn shows the same screen whatever it is. A view that draws on every update can show the
    /// order, though (`isLoading false` before the results: a flash of the empty state), so the
    /// comparison shows it. The times are sorted, so the report is the same on every run.
    package var instantOrders: [(time: Int, groups: [(styles: [Style], order: [String])])] {
        var times = Set<Int>()
        for (_, transcript) in transcripts {
            let byTime = Dictionary(grouping: transcript.entries, by: \.time)
            for (time, entries) in byTime where Set(entries.map(\.output)).count > 1 { times.insert(time) }
        }
        var result: [(time: Int, groups: [(styles: [Style], order: [String])])] = []
        for time in times.sorted() {
            var groups: [(styles: [Style], order: [String])] = []
            for (style, transcript) in transcripts {
                var order: [String] = []
                for entry in transcript.entries where entry.time == time && !order.contains(entry.output) {
                    order.append(entry.output)
                }
                if let index = groups.firstIndex(where: { $0.order == order }) {
                    groups[index].styles.append(style)
                } else {
                    groups.append(([style], order))
                }
            }
            if groups.count > 1 { result.append((time, groups)) }
        }
        return result
    }
}
