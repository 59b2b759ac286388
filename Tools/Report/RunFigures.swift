import Foundation

/// One style's figures on one shipped scenario, from docs/costs/*.tsv.
struct RunFigures {
    var feature = ""
    /// Whether a release build measured it (`runtime.tsv`), not only the debug build.
    var measuredInRelease = false
    var intents = 0.0
    var serviceCalls = 0.0
    var viewUpdates = 0.0
    var subscriptionsBound = 0.0
    var subscriptionsLeft = 0.0
    var allocationsPerIntent = 0.0
    var bytesBound = 0.0
}

/// The committed figures, by style (the report's names) and scenario, and the runtime file's
/// line saying where they were measured.
func runFigures(root: URL) throws -> (figures: [String: [String: RunFigures]], measuredWith: String) {
    var figures: [String: [String: RunFigures]] = [:]
    var measuredWith = ""
    for file in ["behaviour.tsv", "runtime.tsv"] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/costs/\(file)"), encoding: .utf8)
        for line in text.split(separator: "\n") {
            if line.contains("Measured with ") { measuredWith = String(line.split(separator: "Measured with ")[1]) }
            let fields = line.split(separator: "\t")
            guard !line.hasPrefix("#"), fields.count >= 5 else { continue }
            let style = styles.first { $0.name.lowercased() == fields[0] }?.name ?? String(fields[0])
            let scenario = String(fields[1])
            let numbers = fields.dropFirst(2).compactMap { Double($0) }
            var row = figures[style, default: [:]][scenario] ?? RunFigures()
            row.feature = String(scenario.split(separator: "/")[0])
            row.intents = numbers[0]
            if file == "behaviour.tsv" {
                (row.serviceCalls, row.viewUpdates) = (numbers[1], numbers[2])
                (row.subscriptionsBound, row.subscriptionsLeft) = (numbers[3], numbers[4])
            } else {
                (row.allocationsPerIntent, row.bytesBound) = (numbers[1], numbers[2])
                row.measuredInRelease = true
            }
            figures[style, default: [:]][scenario] = row
        }
    }
    return (figures, measuredWith.trimmingCharacters(in: CharacterSet(charactersIn: ".")))
}

/// The committed run-time figures as the report's columns: one list of scenarios per style, in
/// the registry's order.
struct RunColumns {
    let byStyle: [[RunFigures]]
    /// Where the release build measured them (the runtime file's line).
    let measuredWith: String

    init(root: URL) throws {
        let (run, measuredWith) = try runFigures(root: root)
        // Each style's scenarios in name order: floating-point sums depend on the order of their
        // terms, and a dictionary's order changes from run to run, which made the last digit of a
        // mean (and so `make docs-check`) flicker.
        byStyle = styles.map { (run[$0.name] ?? [:]).sorted { $0.key < $1.key }.map(\.value) }
        self.measuredWith = measuredWith
    }

    private func mean(_ rows: [RunFigures], _ value: (RunFigures) -> Double) -> Double {
        rows.isEmpty ? 0 : rows.map(value).reduce(0, +) / Double(rows.count)
    }

    /// Each style's mean of `value` over `feature`'s scenarios.
    func perFeature(_ feature: String, _ value: (RunFigures) -> Double) -> [Double] {
        byStyle.map { mean($0.filter { $0.feature == feature.lowercased() }, value) }
    }

    /// Each style's mean of `value` over every scenario.
    func all(_ value: (RunFigures) -> Double) -> [Double] { byStyle.map { mean($0, value) } }

    /// Each style's sum of `value` over every scenario.
    func sum(_ value: (RunFigures) -> Double) -> [Double] { byStyle.map { $0.map(value).reduce(0, +) } }
}

/// `value` as the report shows a measured figure, in a table or a sentence: rounded to `decimals`
/// places, a half away from zero (84.5 is 85), as the charts round their bars. `String(format:)`
/// alone rounds a half to even, so a mean of 84.5 read 85 in a table and 84 in its sentence.
func figure(_ value: Double, decimals: Int = 0) -> String {
    let scale = (0..<decimals).reduce(1.0) { product, _ in product * 10 }
    return String(format: "%.\(decimals)f", (value * scale).rounded() / scale)
}

/// `values` rounded to whole numbers, as the tables show them (``figure(_:decimals:)``).
func whole(_ values: [Double]) -> [String] { values.map { figure($0) } }
