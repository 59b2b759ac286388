import Digest
import Foundation

/// Code the apps need to run a style that lives outside its module, by module: counted as the
/// style's infrastructure. The async style awaits the services' values through their awaited
/// faces (`catalog.awaited`), which live beside the services.
let outsideInfrastructure: [String: [String]] = [
    "StyleAsync": [
        "Modules/Services/Awaited/CatalogService+Awaited.swift",
        "Modules/Services/Awaited/LibraryService+Awaited.swift",
    ]
]

/// What only the tests, the scenario runner or the pitfall lab use to play the styles, not counted
/// and listed: the styles' labs (variants, probes, cost notes) and the runner's way of driving
/// async code on virtual time (docs/ARCHITECTURE.md).
let leftOutFolders = ["Modules/Lab"]
let leftOutFiles = [
    "Modules/Scenarios/Running/ScenarioClock.swift", "Modules/Scenarios/Running/MainActorDrive.swift",
    "Modules/Scenarios/Running/VirtualTimeScheduler+Stepping.swift",
    "Modules/CMainQueueJobCount/MainQueueJobCount.c", "Modules/CMainQueueJobCount/include/CMainQueueJobCount.h",
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
    /// The lines that make a stateful bridge: a subject, relay, outbox, bag or serial disposable
    /// created, or a task handle stored.
    var bridges: Int
    /// Whether the file wraps its code in `extension <Name>Style {` on lines of its own.
    var styleExtension: Bool
    /// The concurrency annotations, in the order of ``annotationKinds``.
    var annotations: [Int]
    /// Conversions to a Driver or a Signal.
    var conversions: Int
    /// The file's fingerprint when it was counted (``Digest``).
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
            let numbers = fields.count == 16 ? fields[1...14].compactMap { Int($0) } : []
            guard numbers.count == 14 else { continue }
            rows[fields[0]] = FileCounts(
                lines: numbers[0], types: numbers[2], properties: numbers[3], methods: numbers[4], bridges: numbers[5],
                styleExtension: numbers[6] != 0, annotations: Array(numbers[7...12]), conversions: numbers[13],
                digest: fields[15])
        }
        codeCounts = rows
    }
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    guard let counts = codeCounts?[path], counts.digest == Digest.of(text) else {
        throw ReportError("docs/costs/code.tsv does not count \(path) as it is: run `make regenerate`")
    }
    return counts
}

struct ReportError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The counts of the file at `path` as a view model's or a view controller's: its lines,
/// declarations (types, stored properties at a type's level, methods) and stateful bridges as the
/// counter counted them. A view controller's file loses the lines that open and close its
/// `extension <Style> {` (and that extension as a type): they are the layout's, not the style's.
func count(_ path: String, root: URL, asController: Bool) throws -> Counts {
    let file = try counted(path, root: root)
    let wrapped = asController && file.styleExtension
    var counts = Counts(
        types: file.types - (wrapped ? 1 : 0), properties: file.properties, methods: file.methods,
        bridges: file.bridges)
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
        let code = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        return (path, code.filter { !$0.isEmpty && !$0.hasPrefix("//") && !$0.hasPrefix("*") }.count)
    }
}

/// The code lines of `module`'s test target, as the counter counted them.
func testLines(module: String, root: URL) throws -> Int {
    let directory = root.appendingPathComponent("Tests/\(module)Tests")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
    return try files.reduce(0) { total, file in total + (try counted("Tests/\(module)Tests/\(file)", root: root).lines)
    }
}

/// Every Swift file of `module`'s code, in its feature folders too (its lab's variants and
/// instruments are in the lab's module, not here), as the counter counted it.
func styleFiles(module: String, root: URL) throws -> [FileCounts] {
    let folder = root.appendingPathComponent("Modules/\(module)")
    let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    return try files.filter { $0.hasSuffix(".swift") }.sorted().map {
        try counted("Modules/\(module)/\($0)", root: root)
    }
}

/// How many times a style module converts to a Driver or a Signal: each conversion shares the
/// sequence and hops to the main scheduler, which costs subscriptions and allocations.
func traitConversions(module: String, root: URL) throws -> Int {
    try styleFiles(module: module, root: root).map(\.conversions).reduce(0, +)
}

/// The kinds of concurrency annotation the report counts, in the counter's order.
let annotationKinds = [
    "`@MainActor`", "another global actor (`@…Actor`, `@globalActor`)",
    "`Sendable` (conformances, constraints, `@Sendable`)", "of which `@unchecked Sendable`", "`nonisolated`",
    "of which `nonisolated(unsafe)`",
]

/// The concurrency annotations a style module's code carries (comments not counted), by kind:
/// what Swift 6's strict concurrency checking asked of the style.
func concurrencyAnnotations(module: String, root: URL) throws -> [(kind: String, count: Int)] {
    let files = try styleFiles(module: module, root: root)
    return annotationKinds.indices.map { index in
        (annotationKinds[index], files.map { $0.annotations[index] }.reduce(0, +))
    }
}
