import Foundation

/// One shipped scenario played through every style, as `bindery compare --all` prints it.
struct Comparison {
    /// `palette`, `search`, ….
    let feature: String
    /// The scenario's name (its file's, without `.scenario`).
    let scenario: String
    /// Whether every style showed the same events at the same times.
    let agree: Bool
    /// Each output's events, grouped by the styles that showed them.
    let outputs: [Output]

    /// One output's lanes.
    struct Output {
        let name: String
        let lanes: [Lane]
    }

    /// The events a group of styles showed on one output.
    struct Lane {
        /// `all 7 styles`, or the styles' names separated by commas.
        let styles: String
        let events: [Event]
    }

    /// One event: its virtual time and its value as printed.
    struct Event {
        let time: Int
        let value: String
    }

    /// Parses `bindery compare --all`'s text: a `✓ feature/scenario: …` (or `✗`) line per
    /// scenario, then for each output its name indented by two spaces and its lanes by four
    /// (`styles: @0ms value  @100ms value`); the note on output order at one instant is skipped.
    static func parse(_ text: String) throws -> [Comparison] {
        var comparisons: [Comparison] = []
        var current: (feature: String, scenario: String, agree: Bool)?
        var outputs: [Output] = []
        var inOrderNote = false
        func finish() {
            if let current {
                comparisons.append(
                    Comparison(
                        feature: current.feature, scenario: current.scenario, agree: current.agree, outputs: outputs))
            }
            outputs = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            if line.hasPrefix("✓ ") || line.hasPrefix("✗ ") {
                finish()
                let body = line.dropFirst(2)
                guard let colon = body.firstIndex(of: ":") else { throw SiteError.unexpected("compare line \(line)") }
                let name = body[..<colon].split(separator: "/")
                guard name.count == 2 else { throw SiteError.unexpected("compare line \(line)") }
                current = (String(name[0]), String(name[1]), line.hasPrefix("✓"))
                inOrderNote = false
            } else if line.hasPrefix("    ") {
                guard !inOrderNote, !outputs.isEmpty else { continue }
                let body = line.dropFirst(4)
                guard let colon = body.range(of: ": ") else { continue }
                let lane = Lane(
                    styles: String(body[..<colon.lowerBound]), events: events(String(body[colon.upperBound...])))
                let last = outputs.removeLast()
                outputs.append(Output(name: last.name, lanes: last.lanes + [lane]))
            } else if line.hasPrefix("  ") {
                let name = line.trimmingCharacters(in: .whitespaces)
                inOrderNote = name.hasPrefix("order of the outputs")
                if !inOrderNote { outputs.append(Output(name: name, lanes: [])) }
            }
        }
        finish()
        return comparisons
    }

    /// `@0ms []  @750ms ["a"]` → its events; values are separated by two spaces before an `@`.
    private static func events(_ text: String) -> [Event] {
        var events: [Event] = []
        for chunk in ("  " + text).components(separatedBy: "  @").dropFirst() {
            guard let ms = chunk.range(of: "ms"), let time = Int(chunk[..<ms.lowerBound]) else { continue }
            var value = String(chunk[ms.upperBound...])
            if value.hasPrefix(" ") { value.removeFirst() }
            events.append(Event(time: time, value: value))
        }
        return events
    }
}
