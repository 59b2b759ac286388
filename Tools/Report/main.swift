// What each binding style costs in code, counted from the sources, and at run time, from the
// figures `style-costs` measured into docs/costs/*.tsv: writes docs/COMPARISON.md and its charts
// (docs/images/*.svg).
//
//   report --write   regenerate the report (make report, make regenerate)
//   report --check   exit 1 when the committed report is stale (make docs-check)
//
// The styles are the registry's (`Style.allCases`): their identifiers, their modules, and what
// each says makes its code long or short and its run time dear or cheap (its lab's `StyleLab.costNotes`).
//
// Lines and declarations are the counter's (`source-syntax count`, Tools/SourceSyntax, on swift-syntax),
// which `make report` and `make regenerate` write to docs/costs/code.tsv: a line of code holds a token
// other than an import's, as the pitfall matrix's prices count it. In a style module, each feature has a
// folder: its view model (or model), and `<Feature>ViewController.swift`, the view controller's
// part with the style's `make<Feature>` function. The files outside the folders (the style's
// declaration, ViewModelType, `<~`) are the style's own infrastructure, counted once.

import Features
import Foundation
import Lab
import Labs
import Styles

let features = Feature.allCases.map { $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst() }
let styles = Style.allCases.map { (name: $0.id, module: $0.module, notes: $0.lab?.costNotes) }
let infrastructure = "Infrastructure"

/// Code the apps need to run a style that lives outside its module, by module: counted as the
/// style's infrastructure. The async style awaits the services through clients made once by the
/// composition root (`FeatureEnvironment`), which live beside the services.
let outsideInfrastructure: [String: [String]] = [
    "StyleAsync": [
        "Modules/Services/CatalogClient.swift", "Modules/Services/LibraryClient.swift",
        "Modules/Services/Awaited/AwaitedCatalog.swift", "Modules/Services/Awaited/AwaitedLibrary.swift",
        "Modules/Services/Awaited/PendingAnswer.swift", "Modules/Services/Awaited/Single+Answer.swift",
    ]
]

/// What only the tests, the scenario runner or the pitfall lab use to play the styles, not counted
/// and listed: the styles' labs (variants, probes, cost notes) and the runner's way of driving
/// async code on virtual time (docs/ARCHITECTURE.md).
let leftOutFolders = ["Modules/Lab"]
let leftOutFiles = [
    "Modules/Scenarios/Running/ScenarioClock.swift", "Modules/Scenarios/Running/MainActorDrive.swift",
    "Modules/Scenarios/Running/VirtualTimeScheduler+Stepping.swift",
    "Modules/CMainQueue/MainQueue.c", "Modules/CMainQueue/include/CMainQueue.h",
]

/// What one region of code holds.
struct Counts {
    var viewModelLines = 0
    var controllerLines = 0
    var types = 0
    var properties = 0
    var methods = 0
    var bridges = 0

    var lines: Int { viewModelLines + controllerLines }
    var declarations: Int { types + properties + methods }

    static func + (lhs: Counts, rhs: Counts) -> Counts {
        Counts(
            viewModelLines: lhs.viewModelLines + rhs.viewModelLines,
            controllerLines: lhs.controllerLines + rhs.controllerLines, types: lhs.types + rhs.types,
            properties: lhs.properties + rhs.properties, methods: lhs.methods + rhs.methods,
            bridges: lhs.bridges + rhs.bridges)
    }
}

/// What the counter counted in one file (a row of docs/costs/code.tsv).
struct FileCounts {
    var lines: Int
    var types: Int
    var properties: Int
    var methods: Int
    /// The file's fingerprint when it was counted (FNV-1a of its bytes).
    var digest: String
}

/// The counter's rows, by path; read once.
nonisolated(unsafe) var codeCounts: [String: FileCounts]?

/// The counter's counts of the file at `path` (relative to `root`), which must be as it was when
/// counted.
func counted(_ path: String, root: URL) throws -> FileCounts {
    if codeCounts == nil {
        let text = try String(contentsOf: root.appendingPathComponent("docs/costs/code.tsv"), encoding: .utf8)
        var rows: [String: FileCounts] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            let numbers = fields.count == 7 ? fields[1...5].compactMap { Int($0) } : []
            guard numbers.count == 5 else { continue }
            rows[fields[0]] = FileCounts(
                lines: numbers[0], types: numbers[2], properties: numbers[3], methods: numbers[4], digest: fields[6])
        }
        codeCounts = rows
    }
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    guard let counts = codeCounts?[path], counts.digest == digest(text) else {
        throw ReportError("docs/costs/code.tsv does not count \(path) as it is: run `make regenerate`")
    }
    return counts
}

/// FNV-1a (64 bits) of `text`'s UTF-8 bytes in 16 hexadecimal digits, as the counter writes it.
func digest(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash &*= 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
}

struct ReportError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The lines of `text` that are not blank and not a comment: where the report looks for patterns
/// (bridges, annotations), not how it counts lines.
func uncommented(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { line in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && !trimmed.hasPrefix("//")
    }
}

func matches(_ line: Substring, _ pattern: String) -> Bool {
    line.range(of: pattern, options: .regularExpression) != nil
}

/// The state a style keeps to bridge the imperative and the reactive: subjects, relays, bags,
/// and the async style's one-shot event outboxes.
let bridgePattern =
    #"(PublishSubject|BehaviorSubject|ReplaySubject|PublishRelay|BehaviorRelay|ReplayRelay|Outbox)\s*(<[^>]*>)?\s*\(|DisposeBag\(\)|SerialDisposable\(\)"#
/// A stored task handle (`var loading: Task<Void, Never>?`, or a dictionary of them): the async
/// style's bridge, which keeps an effect to cancel it as a bag keeps a subscription.
let taskHandlePattern =
    #"^\s*(@ObservationIgnored\s+)?"# + #"(?:(?:package|private|fileprivate|internal|public)\s+)*"#
    + #"var\s+\w+\s*:\s*(\[[^\]:]*:\s*)?Task<"#

/// The counts of the file at `path` as a view model's or a view controller's: its lines and
/// declarations (types, stored properties at a type's level, methods) as the counter counted them,
/// and its stateful bridges. A view controller's file loses the lines that open and close its
/// `extension <Style> {` (and that extension as a type): they are the layout's, not the style's.
func count(_ path: String, root: URL, asController: Bool) throws -> Counts {
    let file = try counted(path, root: root)
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    let code = uncommented(text)
    let wrapped = asController && code.contains { matches($0, #"^extension \w+Style \{$"#) }
    var counts = Counts(
        types: file.types - (wrapped ? 1 : 0), properties: file.properties, methods: file.methods,
        bridges: code.filter { ($0.contains("(") && matches($0, bridgePattern)) || matches($0, taskHandlePattern) }
            .count)
    let lines = file.lines - (wrapped ? 2 : 0)
    if asController { counts.controllerLines = lines } else { counts.viewModelLines = lines }
    return counts
}

/// The features and the infrastructure of `module`, counted.
func measure(module: String, root: URL) throws -> [String: Counts] {
    let directory = root.appendingPathComponent("Modules/\(module)")
    var result: [String: Counts] = [:]
    for entry in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
        let url = directory.appendingPathComponent(entry)
        // The style's declaration (`<Name>Style.swift`) is the registry's metadata: its identifier,
        // name and summary, not code the style needs.
        if entry.hasSuffix("Style.swift") { continue }
        if entry.hasSuffix(".swift") {
            result[infrastructure, default: Counts()] =
                result[infrastructure, default: Counts()]
                + (try count("Modules/\(module)/\(entry)", root: root, asController: false))
            continue
        }
        guard features.contains(entry) else { continue }
        for file in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
        where file.hasSuffix(".swift") {
            let counts = try count(
                "Modules/\(module)/\(entry)/\(file)", root: root, asController: file.hasSuffix("ViewController.swift"))
            result[entry, default: Counts()] = result[entry, default: Counts()] + counts
        }
    }
    for path in outsideInfrastructure[module] ?? [] {
        result[infrastructure, default: Counts()] =
            result[infrastructure, default: Counts()] + (try count(path, root: root, asController: false))
    }
    return result
}

/// The code lines of each file the report leaves out, relative to `root`: Swift files as the counter
/// counted them, C files as their lines that are neither blank nor a comment.
func leftOut(root: URL) throws -> [(path: String, lines: Int)] {
    var paths = leftOutFiles
    for folder in leftOutFolders {
        let files = FileManager.default.subpaths(atPath: root.appendingPathComponent(folder).path) ?? []
        paths += files.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
    }
    return try paths.sorted().map { path in
        if path.hasSuffix(".swift") { return (path, try counted(path, root: root).lines) }
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        return (path, uncommented(text).filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("*") }.count)
    }
}

/// The code lines of `module`'s test target, as the counter counted them.
func testLines(module: String, root: URL) throws -> Int {
    let directory = root.appendingPathComponent("Tests/\(module)Tests")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
    return try files.reduce(0) { total, file in total + (try counted("Tests/\(module)Tests/\(file)", root: root).lines)
    }
}

// MARK: - Charts

/// Paul Tol's bright scheme, legible for colour-blind readers: the bars' colors, given to the
/// styles in the registry's order.
let palette = ["#4477AA", "#EE6677", "#228833", "#CCBB44", "#66CCEE", "#AA3377", "#BBBBBB"]

/// The color of the style at `index` in the registry: the palette's, in turn, starting over for
/// an eighth style (the legend names each).
func color(_ index: Int) -> String { palette[index % palette.count] }

func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
}

/// A grouped bar chart: one group per row label, one bar per style, with axis, grid and legend.
func barChart(title: String, unit: String, rows: [String], values: [[Int]]) -> String {
    let width = 760.0
    let height = 380.0
    let (left, right, top, bottom) = (56.0, 16.0, 64.0, 48.0)
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    let maximum = max(1, values.flatMap { $0 }.max() ?? 1)
    let rough = Double(maximum) / 5
    let magnitude = pow(10, floor(log10(rough)))
    let step = [1.0, 2.0, 2.5, 5.0, 10.0].map { $0 * magnitude }.first { $0 >= rough } ?? rough
    let scaleTop = ceil(Double(maximum) / step) * step
    func y(_ value: Double) -> Double { top + plotHeight - value / scaleTop * plotHeight }
    var svg = [
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(Int(width))" height="\##(Int(height))" "##
            + ##"viewBox="0 0 \##(Int(width)) \##(Int(height))" font-family="Helvetica, Arial, sans-serif">"##,
        ##"<rect width="100%" height="100%" fill="#ffffff"/>"##,
        ##"<text x="\##(Int(left))" y="24" font-size="16" font-weight="bold" fill="#222222">\##(escape(title))</text>"##,
    ]
    var tick = 0.0
    while tick <= scaleTop + step / 2 {
        let ty = y(tick)
        svg.append(
            ##"<line x1="\##(left)" y1="\##(ty)" x2="\##(width - right)" y2="\##(ty)" stroke="#dddddd" stroke-width="1"/>"##
        )
        svg.append(
            ##"<text x="\##(left - 6)" y="\##(ty + 4)" font-size="11" text-anchor="end" fill="#444444">\##(Int(tick))</text>"##
        )
        tick += step
    }
    svg.append(
        ##"<text x="14" y="\##(top + plotHeight / 2)" font-size="11" fill="#444444" "##
            + ##"transform="rotate(-90 14 \##(top + plotHeight / 2))" text-anchor="middle">\##(escape(unit))</text>"##)
    let group = plotWidth / Double(rows.count)
    let bar = group * 0.8 / Double(styles.count)
    for (index, row) in rows.enumerated() {
        let x0 = left + Double(index) * group + group * 0.1
        for (styleIndex, value) in values[index].enumerated() {
            let x = x0 + Double(styleIndex) * bar
            let barTop = y(Double(value))
            svg.append(
                ##"<rect x="\##(x)" y="\##(barTop)" width="\##(bar - 1)" height="\##(top + plotHeight - barTop)" "##
                    + ##"fill="\##(color(styleIndex))"><title>\##(styles[styleIndex].name): \##(value)</title></rect>"##
            )
        }
        svg.append(
            ##"<text x="\##(x0 + group * 0.4)" y="\##(top + plotHeight + 18)" font-size="12" "##
                + ##"text-anchor="middle" fill="#222222">\##(escape(row))</text>"##)
    }
    svg.append(
        ##"<line x1="\##(left)" y1="\##(top + plotHeight)" x2="\##(width - right)" y2="\##(top + plotHeight)" "##
            + ##"stroke="#444444" stroke-width="1"/>"##)
    // The legend shares the plot's width among the styles, so that every style is named however
    // many there are (at a fixed 120 points, the seventh fell past the right edge).
    let legendStep = plotWidth / Double(styles.count)
    for (index, style) in styles.enumerated() {
        let x = left + Double(index) * legendStep
        svg.append(##"<rect x="\##(x)" y="36" width="12" height="12" fill="\##(color(index))"/>"##)
        svg.append(##"<text x="\##(x + 17)" y="46" font-size="12" fill="#222222">\##(style.name)</text>"##)
    }
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
}

// MARK: - The report

func table(_ header: String, rows: [(String, [String])]) -> String {
    var lines = ["| \(header) | " + styles.map(\.name).joined(separator: " | ") + " |"]
    lines.append("|---|" + String(repeating: "---:|", count: styles.count))
    lines += rows.map { "| \($0.0) | " + $0.1.joined(separator: " | ") + " |" }
    return lines.joined(separator: "\n")
}

/// Where the styles differ by more than a fifth on a feature: the extremes, and why.
func spread(_ label: String, _ values: [Int]) -> String? {
    guard let low = values.min(), let high = values.max(), low > 0, Double(high) / Double(low) > 1.2 else {
        return nil
    }
    let most = styles.indices.filter { values[$0] == high }.map { styles[$0].name }.joined(separator: " and ")
    let least = styles.indices.filter { values[$0] == low }.map { styles[$0].name }.joined(separator: " and ")
    let percent = Int((Double(high) / Double(low) - 1) * 100)
    let longest = styles.indices.filter { values[$0] == high }.compactMap { styles[$0].notes?.longerCode }
    let shortest = styles.indices.filter { values[$0] == low }.compactMap { styles[$0].notes?.shorterCode }
    return "\(label): \(most) \(high), \(least) \(low) (+\(percent) %). More: "
        + longest.joined(separator: "; ") + ". Fewer: " + shortest.joined(separator: "; ") + "."
}

// MARK: - Run time

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

/// How many times a style module converts to a Driver or a Signal: each conversion shares the
/// sequence and hops to the main scheduler, which costs subscriptions and allocations.
func traitConversions(module: String, root: URL) throws -> Int {
    let folder = root.appendingPathComponent("Modules/\(module)")
    let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    // Every file of the style's code, in its feature folders too; not its variants or probes.
    return try files.filter { isStyleCode($0) }.reduce(0) { count, file in
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        return count + text.components(separatedBy: ".asDriver(").count - 1
            + text.components(separatedBy: ".asSignal(").count - 1
    }
}

/// Whether `file` (a path inside a style module) is the style's code: a Swift file (the lab's
/// variants and instruments are in the style's lab module, not here).
func isStyleCode(_ file: String) -> Bool {
    file.hasSuffix(".swift")
}

/// The concurrency annotations a style module's code carries (comments not counted), by kind:
/// what Swift 6's strict concurrency checking asked of the style.
func concurrencyAnnotations(module: String, root: URL) throws -> [(kind: String, count: Int)] {
    let kinds: [(kind: String, pattern: String)] = [
        ("`@MainActor`", #"@MainActor\b"#),
        ("another global actor (`@…Actor`, `@globalActor`)", #"@(?!MainActor\b)\w*Actor\b|@globalActor\b"#),
        ("`Sendable` (conformances, constraints, `@Sendable`)", #"\bSendable\b"#),
        ("of which `@unchecked Sendable`", #"@unchecked\s+Sendable\b"#),
        ("`nonisolated`", #"\bnonisolated\b"#),
    ]
    var code: [Substring] = []
    let folder = root.appendingPathComponent("Modules/\(module)")
    let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    for file in files.sorted() where isStyleCode(file) {
        code += uncommented(try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
    }
    return try kinds.map { kind in
        let regex = try Regex(kind.pattern)
        return (kind.kind, code.reduce(0) { $0 + $1.matches(of: regex).count })
    }
}

/// Where the styles differ by more than a fifth at run time, and why.
func runtimeSpread(_ label: String, _ values: [Double], decimals: Int = 0) -> String? {
    guard let low = values.min(), let high = values.max(), low > 0, high / low > 1.2 else { return nil }
    func shown(_ value: Double) -> String { String(format: "%.\(decimals)f", value) }
    let most = styles.indices.filter { values[$0] == high }
    let least = styles.indices.filter { values[$0] == low }
    return "\(label): \(most.map { styles[$0].name }.joined(separator: " and ")) \(shown(high)), "
        + "\(least.map { styles[$0].name }.joined(separator: " and ")) "
        + "\(shown(low)) (+\(Int((high / low - 1) * 100)) %). More: "
        + most.compactMap { styles[$0].notes?.moreAtRunTime }.joined(separator: "; ") + ". Less: "
        + least.compactMap { styles[$0].notes?.lessAtRunTime }.joined(separator: "; ") + "."
}

func report(root: URL) throws -> (markdown: String, charts: [String: String]) {
    let measured = try styles.map { try measure(module: $0.module, root: root) }
    let tests = try styles.map { try testLines(module: $0.module, root: root) }
    func column<Value>(_ feature: String, _ value: (Counts) -> Value) -> [Value] {
        measured.map { value($0[feature] ?? Counts()) }
    }
    let totals = measured.map { $0.values.reduce(Counts(), +) }
    var charts: [String: String] = [:]
    var markdown = [
        "# What each style costs",
        "",
        "Generated by `make report` (`Tools/Report/main.swift`, the `report` target) from the sources and the figures measured",
        "into `docs/costs`; `make test` fails when this page or its charts differ from a fresh run, and when",
        "the styles' behaviour or allocations moved from those figures. A line is a line that holds code other",
        "than an import, as swift-syntax reads it (`source-syntax count`, into `docs/costs/code.tsv`); declarations",
        "are counted from the syntax tree too. Each style module keeps a feature in a folder: its view model (or model),",
        "and `<Feature>ViewController.swift`, the view controller's part (the binding or the controller, and the",
        "style's `make<Feature>` function; the `extension` around it is not counted). The style's own",
        "infrastructure (`ViewModelType`, `<~`) is counted once, apart; its declaration (`<Name>Style.swift`, the",
        "identifier, name and summary the registry shows) is metadata and not counted; its lab",
        "(`Modules/Lab/<Name>Lab`: cost notes, variants) is not the style's code.",
        "",
        "## Lines of code",
        "",
        "![Lines per feature](images/lines.svg)",
        "",
    ]
    let lineRows =
        features.map { feature in
            (feature.lowercased(), column(feature) { "\($0.lines) (\($0.viewModelLines) + \($0.controllerLines))" })
        }
        + [(infrastructure.lowercased(), measured.map { "\($0[infrastructure]?.lines ?? 0)" })]
        + [("**total**", totals.map { "**\($0.lines)**" })]
    markdown.append(
        table("feature: lines (view model + view controller)", rows: lineRows.map { ($0.0, $0.1.map { "\($0)" }) }))
    charts["lines"] = barChart(
        title: "Lines of code per feature (view model + view controller)", unit: "lines",
        rows: features.map { $0.lowercased() } + ["infra"],
        values: features.map { column($0, \.lines) } + [column(infrastructure, \.lines)])

    let outside = styles.flatMap { style in (outsideInfrastructure[style.module] ?? []).map { (style.name, $0) } }
    let omitted = try leftOut(root: root)
    markdown += [
        "", "### What counts, and what is left out", "",
        "Code the apps need to run a style counts as that style's wherever it lives: "
            + outside.map { "`\($0.1)` (\($0.0))" }.joined(separator: ", ")
            + " are in the infrastructure row. Only code that the tests, the scenario runner or the pitfall lab"
            + " alone use is left out:",
        "", "| file left out | lines |", "|---|---:|",
    ]
    markdown += omitted.map { "| `\($0.path)` | \($0.lines) |" }
    markdown.append("| **total** | **\(omitted.map(\.lines).reduce(0, +))** |")

    markdown += [
        "", "## Declarations", "",
        "Types (and extensions), stored properties and methods (and initializers): how many names a reader",
        "meets.", "", "![Declarations per feature](images/declarations.svg)", "",
    ]
    markdown.append(
        table(
            "feature: types / properties / methods",
            rows: features.map { feature in
                (feature.lowercased(), column(feature) { "\($0.types) / \($0.properties) / \($0.methods)" })
            } + [("**total**", totals.map { "**\($0.types) / \($0.properties) / \($0.methods)**" })]))
    charts["declarations"] = barChart(
        title: "Declarations per feature (types + stored properties + methods)", unit: "declarations",
        rows: features.map { $0.lowercased() }, values: features.map { column($0, \.declarations) })

    markdown += [
        "", "## Stateful bridges per screen", "",
        "The places a feature's code creates a subject, a relay, a dispose bag or a serial disposable: the",
        "state a style keeps between the imperative and the reactive. A controller that replaces its bag",
        "to dispose counts twice.", "", "![Bridges per feature](images/bridges.svg)", "",
    ]
    markdown.append(
        table(
            "feature: bridges",
            rows: features.map { feature in (feature.lowercased(), column(feature, \.bridges).map { "\($0)" }) }
                + [("**total**", totals.map { "**\($0.bridges)**" })]))
    charts["bridges"] = barChart(
        title: "Stateful bridges per feature (subjects, relays, bags)", unit: "bridges",
        rows: features.map { $0.lowercased() }, values: features.map { column($0, \.bridges) })

    markdown += [
        "", "## Each style's own tests", "",
        "Lines of `Tests/Style<Name>Tests`, the tests of what is particular to a style (the shared spec and",
        "the divergence suite run every style and are not counted here).", "",
    ]
    markdown.append(table("tests", rows: [("lines", tests.map { "\($0)" })]))

    let annotations = try styles.map { try concurrencyAnnotations(module: $0.module, root: root) }
    markdown += [
        "", "## Concurrency annotations", "",
        "What Swift 6's strict concurrency checking asked of each style module (the package builds the",
        "style modules in the Swift 6 language mode), counted in its code, comments aside.", "",
    ]
    markdown.append(
        table(
            "annotation",
            rows: annotations.first.map { kinds in
                kinds.indices.map { index in (kinds[index].kind, annotations.map { "\($0[index].count)" }) }
            } ?? []))

    let measures: [(name: String, value: (Counts) -> Int)] = [("lines", \.lines), ("declarations", \.declarations)]
    let spreads = measures.flatMap { measure in
        features.compactMap { spread("\($0.lowercased()) \(measure.name)", column($0, measure.value)) }
    }
    markdown += [
        "", "## Where the styles differ by more than a fifth", "",
        "Computed from the tables above, each with what in the style's code makes it long or short;",
        "[STYLES.md](STYLES.md) has a section per style.", "",
    ]
    markdown += spreads.map { "- \($0)" }
    let (run, measuredWith) = try runFigures(root: root)
    // Each style's scenarios in name order: floating-point sums depend on the order of their
    // terms, and a dictionary's order changes from run to run, which made the last digit of a
    // mean (and so `make docs-check`) flicker.
    let runStyles = styles.map { (run[$0.name] ?? [:]).sorted { $0.key < $1.key }.map(\.value) }
    func mean(_ rows: [RunFigures], _ value: (RunFigures) -> Double) -> Double {
        rows.isEmpty ? 0 : rows.map(value).reduce(0, +) / Double(rows.count)
    }
    func perFeature(_ feature: String, _ value: (RunFigures) -> Double) -> [Double] {
        runStyles.map { mean($0.filter { $0.feature == feature.lowercased() }, value) }
    }
    func all(_ value: (RunFigures) -> Double) -> [Double] { runStyles.map { mean($0, value) } }
    func sum(_ value: (RunFigures) -> Double) -> [Double] { runStyles.map { $0.map(value).reduce(0, +) } }
    func whole(_ values: [Double]) -> [String] { values.map { String(Int($0.rounded())) } }
    let scenarioCount = runStyles.first?.count ?? 0
    let conversions = try styles.map { try traitConversions(module: $0.module, root: root) }
    markdown += [
        "", "## Run time", "",
        "Every shipped scenario (`docs/scenarios`, \(scenarioCount) of them) played through each style by",
        "`style-costs`, as the CLI and the shared spec play them: the live services over an in-memory",
        "catalog, on virtual time. Behaviour comes from a debug build and is exact: `make test` fails on any",
        "difference from `docs/costs/behaviour.tsv`. Costs come from a release build: heap allocations per",
        "user intent (a scenario's allocations less those of the same scenario without its intents, per",
        "intent, counted by an interposed allocator) and the bytes a bound screen holds (in use with every",
        "step played, less once it is left); `make test` fails when a style's allocations per intent on a",
        "scenario grow by more than 10 % over `docs/costs/runtime.tsv` (measured with \(measuredWith)).",
        "Each intent's figure includes the runner's own stepping, the same for every style: each step runs",
        "in a synchronous stage and the run then settles on the main actor (ARCHITECTURE, \"Running async",
        "code on virtual time\"); when the runner became async the Rx styles' figures rose by 7 to 9",
        "allocations per intent with no change to their code.",
        "",
    ]
    let unmeasured = styles.indices.filter { !runStyles[$0].contains(where: \.measuredInRelease) }
    if !unmeasured.isEmpty {
        markdown += [
            "Not measured in a release build yet, so shown with no allocations or bytes: "
                + unmeasured.map { styles[$0].name }.joined(separator: ", ") + " (`make report` measures them).",
            "",
        ]
    }
    markdown.append(
        table(
            "all scenarios",
            rows: [
                ("service calls (sum)", whole(sum(\.serviceCalls))),
                ("view updates (sum)", whole(sum(\.viewUpdates))),
                ("subscriptions while bound (mean)", whole(all(\.subscriptionsBound))),
                ("subscriptions left over (sum)", whole(sum(\.subscriptionsLeft))),
                ("allocations per intent (mean)", all(\.allocationsPerIntent).map { String(format: "%.1f", $0) }),
                ("bytes held while bound (mean)", whole(all(\.bytesBound))),
                ("Driver/Signal conversions in the code", conversions.map { "\($0)" }),
            ]))
    markdown += [
        "",
        "The styles make the same service calls and show the same updates on every scenario (the shared",
        "spec holds them to it); they differ in what they build to do it. A subscription is one of the",
        "reactive core's live resources. The async style's are the bridge's, between the reactive view",
        "contracts and the models: each observed output's task is held by one of them; its effects' tasks",
        "and its Observation registrations are not counted.",
        "",
        "![Subscriptions while bound](images/subscriptions.svg)",
        "",
        "![Allocations per intent](images/allocations.svg)",
        "",
        "![Bytes held while bound](images/retained.svg)",
        "",
    ]
    markdown.append(
        table(
            "feature: subscriptions / allocations per intent / bytes held",
            rows: features.map { feature in
                let subscriptions = perFeature(feature, \.subscriptionsBound)
                let allocations = perFeature(feature, \.allocationsPerIntent)
                let bytes = perFeature(feature, \.bytesBound)
                return (
                    feature.lowercased(),
                    styles.indices.map {
                        "\(Int(subscriptions[$0].rounded())) / \(Int(allocations[$0].rounded())) / \(Int(bytes[$0].rounded()))"
                    }
                )
            }))
    charts["subscriptions"] = barChart(
        title: "Subscriptions alive while a screen is bound (mean per scenario)", unit: "subscriptions",
        rows: features.map { $0.lowercased() },
        values: features.map { perFeature($0, \.subscriptionsBound).map { Int($0.rounded()) } })
    charts["allocations"] = barChart(
        title: "Heap allocations per user intent (mean per scenario, release build)", unit: "allocations",
        rows: features.map { $0.lowercased() },
        values: features.map { perFeature($0, \.allocationsPerIntent).map { Int($0.rounded()) } })
    charts["retained"] = barChart(
        title: "Bytes a bound screen holds (mean per scenario, release build)", unit: "bytes",
        rows: features.map { $0.lowercased() },
        values: features.map { perFeature($0, \.bytesBound).map { Int($0.rounded()) } })
    let runSpreads =
        features.compactMap { runtimeSpread("\($0.lowercased()) subscriptions", perFeature($0, \.subscriptionsBound)) }
        + features.compactMap {
            runtimeSpread(
                "\($0.lowercased()) allocations per intent", perFeature($0, \.allocationsPerIntent), decimals: 1)
        }
    markdown += [
        "", "### Where the styles differ by more than a fifth at run time", "",
        "Computed from the figures above, each with what in the style's code makes it cost more or less.",
        "",
    ]
    markdown += runSpreads.map { "- \($0)" }
    markdown += [
        "", "## Build", "",
    ]
    let compile = try String(contentsOf: root.appendingPathComponent("docs/costs/compile.tsv"), encoding: .utf8)
        .split(separator: "\n")
    let compiledWith =
        compile.first { $0.contains("Measured with ") }.map { String($0.split(separator: "Measured with ")[1]) } ?? ""
    let rows: [[Substring]] = compile.map { $0.split(separator: "\t") }
    let seconds: [String] = styles.map { style in
        guard let row = rows.first(where: { $0.count == 2 && $0[0] == style.module }) else { return "?" }
        return String(row[1])
    }
    markdown += [
        "How long each style module takes to compile in debug with every file changed, the build of a",
        "module with nothing changed subtracted (`Tools/Report/compile-times.sh`, best of three, measured",
        "with \(compiledWith.trimmingCharacters(in: CharacterSet(charactersIn: ".")))). These figures depend on",
        "the machine, so CI does not check them.",
        "",
    ]
    markdown.append(table("compile", rows: [("seconds", seconds)]))
    markdown += [
        "", "## Not in this report yet", "",
        "Instructions per user intent (the allocation counter is what CI checks; callgrind would add",
        "instructions).",
    ]
    return (markdown.joined(separator: "\n") + "\n", charts)
}

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let mode = CommandLine.arguments.dropFirst().first ?? "--check"
do {
    let (markdown, charts) = try report(root: root)
    var files = ["docs/COMPARISON.md": markdown]
    for (name, svg) in charts { files["docs/images/\(name).svg"] = svg }
    switch mode {
    case "--write":
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("docs/images"), withIntermediateDirectories: true)
        for (path, text) in files {
            try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
    case "--check":
        let stale = files.keys.sorted().filter { path in
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) != files[path]
        }
        guard stale.isEmpty else {
            FileHandle.standardError.write(
                Data("report: stale \(stale.joined(separator: ", ")); run `make report`\n".utf8))
            exit(1)
        }
    default:
        print(markdown, terminator: "")
    }
} catch {
    FileHandle.standardError.write(Data("report: \(error)\n".utf8))
    exit(2)
}
