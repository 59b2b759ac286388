/// A scenario's marble diagram as SVG: one lane per output and group of styles that agree on it,
/// a marble per event at its virtual time, lettered as `bindery run --format marbles` letters
/// values (a, b, … in order of first appearance on that output).
enum MarbleDiagram {
    /// The diagram and its legend's lines (`output.a = value`).
    static func svg(_ comparison: Comparison, title: String) -> (svg: String, legend: [String]) {
        let lanes = comparison.outputs.flatMap { output in output.lanes.map { (output.name, $0) } }
        let end = max(100, (lanes.flatMap { $0.1.events.map(\.time) }.max() ?? 0) + 100)
        let labelWidth = 300
        let width = 900
        let laneHeight = 34
        let height = lanes.count * laneHeight + 30
        func x(_ time: Int) -> Int { labelWidth + (width - labelWidth - 20) * time / end }
        var legend: [String] = []
        var body = ""
        var letters: [String: [String: Character]] = [:]
        for (index, (output, lane)) in lanes.enumerated() {
            let y = index * laneHeight + 20
            let label = lane.styles.hasPrefix("all ") ? output : "\(output) (\(lane.styles))"
            body += "<text x=\"0\" y=\"\(y + 5)\" class=\"lane\">\(escape(String(label.prefix(44))))</text>"
            body += "<line x1=\"\(labelWidth)\" y1=\"\(y)\" x2=\"\(width - 10)\" y2=\"\(y)\" class=\"axis\"/>"
            for event in lane.events {
                var outputLetters = letters[output, default: [:]]
                let letter: Character
                if let known = outputLetters[event.value] {
                    letter = known
                } else {
                    letter = Character(UnicodeScalar(UInt8(97 + min(outputLetters.count, 25))))
                    outputLetters[event.value] = letter
                    letters[output] = outputLetters
                    legend.append("\(output).\(letter) = \(event.value)")
                }
                body +=
                    "<g><title>@\(event.time)ms \(escape(output)) = \(escape(event.value))</title>"
                    + "<circle cx=\"\(x(event.time))\" cy=\"\(y)\" r=\"10\" class=\"marble\"/>"
                    + "<text x=\"\(x(event.time))\" y=\"\(y + 5)\" class=\"letter\">\(letter)</text></g>"
            }
        }
        let axisY = lanes.count * laneHeight + 20
        for tick in stride(from: 0, through: end, by: end > 2000 ? 1000 : (end > 600 ? 200 : 100)) {
            body += "<text x=\"\(x(tick))\" y=\"\(axisY)\" class=\"tick\">\(tick)</text>"
        }
        let svg =
            "<svg viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(escape(title))\" class=\"marbles\">"
            + body + "</svg>"
        return (svg, legend)
    }
}
