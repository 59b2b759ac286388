/// The measured costs the site quotes beside the matrix, by style: what the cost report
/// (`make report`) measured and wrote down as data, read as it is written, never recomputed
/// from the code.
///
/// - Lines of code per feature and in all: docs/COMPARISON.md's "Lines of code" table (the
///   report's sum of docs/costs/code.tsv over each style's feature folders).
/// - Allocations per intent and bytes held while bound, per scenario: docs/costs/runtime.tsv.
/// - View updates and service calls per scenario: docs/costs/behaviour.tsv.
/// - Seconds to compile each style module: docs/costs/compile.tsv.
struct Costs {
    /// The lines of each feature in each style, and `total`: `lines[style][feature]`.
    let lines: [String: [String: Int]]
    /// Each scenario's run-time figures in each style: `runtime[style]["search/typing"]`.
    let runtime: [String: [String: Runtime]]
    /// Each style module's compile time, by style id.
    let compileSeconds: [String: Double]

    /// One scenario's run-time figures in one style.
    struct Runtime {
        var allocationsPerIntent: Double
        var bytesHeld: Int
        var viewUpdates: Int
        var serviceCalls: Int
    }

    /// Reads the figures from the repository, for `styles` (id and module folder).
    static func load(from repository: Repository, styles: [Contracts.Style]) throws -> Costs {
        var lines: [String: [String: Int]] = [:]
        let report = try repository.text("docs/COMPARISON.md")
        if let section = Markdown.sections(report, level: 2).first(where: { $0.title == "Lines of code" }) {
            let rows = section.body.components(separatedBy: "\n").drop { !$0.hasPrefix("|") }.prefix {
                $0.hasPrefix("|")
            }.map(Markdown.cells)
            if let header = rows.first {
                for row in rows.dropFirst(2) where row.count == header.count {
                    let feature = row[0].replacingOccurrences(of: "*", with: "")
                    for (index, style) in header.enumerated().dropFirst() {
                        let figure = row[index].replacingOccurrences(of: "*", with: "").prefix { $0.isNumber }
                        if let value = Int(figure) { lines[style, default: [:]][feature] = value }
                    }
                }
            }
        }
        var runtime: [String: [String: Runtime]] = [:]
        for fields in try table(repository, "docs/costs/runtime.tsv") where fields.count >= 5 {
            runtime[fields[0], default: [:]][fields[1]] = Runtime(
                allocationsPerIntent: Double(fields[3]) ?? 0, bytesHeld: Int(fields[4]) ?? 0, viewUpdates: 0,
                serviceCalls: 0)
        }
        for fields in try table(repository, "docs/costs/behaviour.tsv") where fields.count >= 5 {
            runtime[fields[0], default: [:]][
                fields[1],
                default: Runtime(
                    allocationsPerIntent: 0, bytesHeld: 0, viewUpdates: 0, serviceCalls: 0)
            ].serviceCalls =
                Int(fields[3]) ?? 0
            runtime[fields[0]]![fields[1]]!.viewUpdates = Int(fields[4]) ?? 0
        }
        var compile: [String: Double] = [:]
        for fields in try table(repository, "docs/costs/compile.tsv") where fields.count >= 2 {
            if let style = styles.first(where: { $0.folder == "Modules/" + fields[0] }) {
                compile[style.id] = Double(fields[1])
            }
        }
        return Costs(lines: lines, runtime: runtime, compileSeconds: compile)
    }

    /// A TSV file's rows, its `#` comments left out.
    private static func table(_ repository: Repository, _ path: String) throws -> [[String]] {
        try repository.text(path).split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// The mean of `figure` over `feature`'s scenarios in `style` (every scenario for `nil`).
    func mean(_ style: String, feature: String? = nil, _ figure: (Runtime) -> Double) -> Double? {
        let values = (runtime[style] ?? [:]).filter { feature == nil || $0.key.hasPrefix(feature! + "/") }.values
            .map(figure)
        return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}
