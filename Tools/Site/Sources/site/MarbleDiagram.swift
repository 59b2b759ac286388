/// A scenario's marble diagram as SVG: one lane per output and group of styles that agree on it,
/// a marble per event at its virtual time, lettered as `bindery run --format marbles` letters
/// values (a, b, … in order of first appearance on that output). Events at one instant are
/// stacked under one another, in the order they came, as the CLI groups them (`(ba)`): none is
/// drawn over another.
enum MarbleDiagram {
    /// The vertical distance between two stacked marbles, and a marble's radius.
    static let stackStep = 24
    static let radius = 10

    /// The diagram and its legend's lines (`output.a = value`).
    static func svg(_ comparison: Comparison, title: String) -> (svg: String, legend: [String]) {
        let lanes = comparison.outputs.flatMap { output in output.lanes.map { (output.name, $0) } }
        let end = max(100, (lanes.flatMap { $0.1.events.map(\.time) }.max() ?? 0) + 100)
        let labelWidth = 300
        let width = 900
        let laneGap = 34
        func x(_ time: Int) -> Int { labelWidth + (width - labelWidth - 20) * time / end }
        var legend: [String] = []
        var body = ""
        var letters: [String: [String: Character]] = [:]
        var y = 20
        for (output, lane) in lanes {
            let label = lane.styles.hasPrefix("all ") ? output : "\(output) (\(lane.styles))"
            body += "<text x=\"0\" y=\"\(y + 5)\" class=\"lane\">\(escape(String(label.prefix(44))))</text>"
            body += "<line x1=\"\(labelWidth)\" y1=\"\(y)\" x2=\"\(width - 10)\" y2=\"\(y)\" class=\"axis\"/>"
            var stacked: [Int: Int] = [:]
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
                let level = stacked[event.time, default: 0]
                stacked[event.time] = level + 1
                let cy = y + level * stackStep
                if level > 0 {
                    body +=
                        "<line x1=\"\(x(event.time))\" y1=\"\(cy - stackStep + radius)\" x2=\"\(x(event.time))\" "
                        + "y2=\"\(cy - radius)\" class=\"stack\"/>"
                }
                body +=
                    "<g class=\"event\"><title>@\(event.time)ms \(escape(output)) = \(escape(event.value))</title>"
                    + "<circle cx=\"\(x(event.time))\" cy=\"\(cy)\" r=\"\(radius)\" class=\"marble\"/>"
                    + "<text x=\"\(x(event.time))\" y=\"\(cy + 5)\" class=\"letter\">\(letter)</text></g>"
            }
            y += laneGap + ((stacked.values.max() ?? 1) - 1) * stackStep
        }
        for tick in stride(from: 0, through: end, by: end > 2000 ? 1000 : (end > 600 ? 200 : 100)) {
            body += "<text x=\"\(x(tick))\" y=\"\(y)\" class=\"tick\">\(tick)</text>"
        }
        let svg =
            "<svg viewBox=\"0 0 \(width) \(y + 10)\" role=\"img\" aria-label=\"\(escape(title))\" class=\"marbles\">"
            + body + "</svg>"
        return (svg, legend)
    }
}
