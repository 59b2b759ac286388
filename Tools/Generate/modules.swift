// Keeps the module tables of README.md and docs/ARCHITECTURE.md true to Package.swift: the last
// column of every row that names a target (by its path, `Modules/Storage`, or its name,
// `Storage`) is that target's direct dependencies as `swift package describe` reports them, and
// every library and executable target of the package has a row. A tool that is a package of its
// own (`Tools/<Name>/Package.swift`) is one row of README's, read from that package's `swift
// package describe`: the products its targets (tests aside) use from other packages; README has
// a row for each. The row of the style modules names every `Modules/Style<Name>` folder the
// package found, and the labs' row every `Modules/Lab/<Name>Lab`; where a row's modules depend on
// different ones (each lab on its own style), its cell says what all of them use, then what each
// uses besides. The other columns are prose. Both modes also read every row back and fail when
// the dependencies it states for any module it names are not the package's. ARCHITECTURE's module
// graph, docs/diagrams/modules.dot (Graphviz; Tools/Generate/diagrams.sh renders it to the SVG the
// page shows), is drawn from the package too (its direct dependencies, less those another one
// implies).
//
//   swift Tools/Generate/modules.swift --write   rewrite the dependency columns (make regenerate)
//   swift Tools/Generate/modules.swift --check   exit 1 when a table disagrees with the package

import Foundation

struct Target {
    let name: String
    let path: String
    let type: String
    let dependencies: [String]
}

/// `swift package describe --type json` of the package at `path`, started (read it with
/// ``targets(_:)``); the describes of several packages run side by side.
func describe(_ path: String) throws -> (process: Process, output: Pipe, path: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
        ProcessInfo.processInfo.environment["SWIFT"] ?? "swift", "package", "--package-path", path, "describe",
        "--type", "json",
    ]
    // Tools/Benchmarks adds RxSwift when RXSWIFT is set; the table describes the package as built.
    process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "RXSWIFT" }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    return (process, pipe, path)
}

/// The targets of a package whose description ``describe(_:)`` started.
func targets(_ described: (process: Process, output: Pipe, path: String)) throws -> [Target] {
    let data = described.output.fileHandleForReading.readDataToEndOfFile()
    described.process.waitUntilExit()
    guard described.process.terminationStatus == 0,
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let targets = json["targets"] as? [[String: Any]]
    else { throw Failure("`swift package --package-path \(described.path) describe --type json` failed") }
    return targets.map { target in
        Target(
            name: target["name"] as? String ?? "", path: target["path"] as? String ?? "",
            type: target["type"] as? String ?? "",
            dependencies: (target["target_dependencies"] as? [String] ?? [])
                + (target["product_dependencies"] as? [String] ?? []))
    }
}

/// The root package's targets, then each package of its own under Tools (`Tools/<Name>/Package.swift`)
/// as one target of type "package" named by its folder: what its targets, tests aside and in the
/// order of their names, use from other packages.
func allTargets(root: URL) throws -> [Target] {
    let files = FileManager.default
    let tools = ((try? files.contentsOfDirectory(atPath: root.appendingPathComponent("Tools").path)) ?? [])
        .filter { files.fileExists(atPath: root.appendingPathComponent("Tools/\($0)/Package.swift").path) }
        .sorted().map { "Tools/\($0)" }
    let started = try (["."] + tools).map(describe)
    let packages = try started.map(targets)
    return packages[0]
        + zip(tools, packages.dropFirst()).map { tool, targets in
            let own = Set(targets.map(\.name))
            var used: [String] = []
            for target in targets.sorted(by: { $0.name < $1.name }) where target.type != "test" {
                used += target.dependencies.filter { !own.contains($0) && !used.contains($0) }
            }
            return Target(name: tool, path: tool, type: "package", dependencies: used)
        }
}

struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Whether `target` is a style module: a library under `Modules/Style<Name>`.
func isStyleModule(_ target: Target) -> Bool {
    target.type == "library" && target.path.hasPrefix("Modules/Style")
}

/// Whether `target` is a style's lab: a library under `Modules/Lab/<Name>Lab` other than the
/// lab's own (`Lab`) and its registry (`Labs`).
func isStyleLabModule(_ target: Target) -> Bool {
    target.type == "library" && target.path.hasPrefix("Modules/Lab/") && target.name.hasSuffix("Lab")
        && target.name != "Lab"
}

/// The cells of a table row, without the outer bars.
func cells(_ line: Substring) -> [String] {
    line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
}

/// `text` with the last column ("depends on") of every module table's rows rewritten from
/// `targets`, and the targets of `kinds` that have no row.
func rewrite(_ text: String, targets: [Target], kinds: [String]) -> (text: String, missing: [String]) {
    var seen: Set<String> = []
    var inModuleTable = false
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        if line.hasPrefix("| module") || line.hasPrefix("| `") == false && line.hasPrefix("|") && !line.hasPrefix("|-")
        {
            inModuleTable = cells(line).last == "depends on"
        }
        guard inModuleTable, line.hasPrefix("| `") else { return String(line) }
        var row = cells(line)
        let first = row[0].split(separator: "`").first.map(String.init) ?? ""
        guard row.count >= 3, let target = targets.first(where: { $0.path == first || $0.name == first }) else {
            return String(line)
        }
        // The style modules' row names every style module the package has: a new style's folder
        // joins it (`Modules/StyleTransform`, `StyleSubjects`, …).
        if isStyleModule(target) {
            let styles = targets.filter(isStyleModule).map(\.name).sorted()
            let prefix = first.hasPrefix("Modules/") ? "Modules/" : ""
            row[0] = styles.enumerated().map { "`\($0.offset == 0 ? prefix : "")\($0.element)`" }
                .joined(separator: ", ")
        }
        // The same for the styles' labs (`Modules/Lab/TransformLab`, `SubjectsLab`, …).
        if isStyleLabModule(target) {
            let labs = targets.filter(isStyleLabModule).map(\.name).sorted()
            let prefix = first.hasPrefix("Modules/") ? "Modules/Lab/" : ""
            row[0] = labs.enumerated().map { "`\($0.offset == 0 ? prefix : "")\($0.element)`" }
                .joined(separator: ", ")
        }
        // A row may name several modules: all of them.
        for name in row[0].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter({
            $0.offset % 2 == 1
        }).map(\.element) {
            let name = String(name)
            if let named = targets.first(where: { $0.path == name || $0.name == name || $0.path == "Modules/\(name)" })
            {
                seen.insert(named.name)
            }
        }
        let members =
            isStyleModule(target)
            ? targets.filter(isStyleModule) : isStyleLabModule(target) ? targets.filter(isStyleLabModule) : [target]
        row[row.count - 1] = dependencyCell(members.sorted { $0.name < $1.name })
        return "| " + row.joined(separator: " | ") + " |"
    }
    let missing = targets.filter { kinds.contains($0.type) && !seen.contains($0.name) }.map(\.name)
    return (lines.joined(separator: "\n"), missing)
}

/// The "depends on" cell of a row that names `members`: their dependencies as the package
/// declares them ("nothing" for none). When the members' dependencies differ (each style's lab
/// uses its own style), what all of them use comes first, then what each uses besides:
/// `Lab, Features, Domain, ReactiveCore; plus AsyncLab: StyleAsync; InitOnlyLab: StyleInitOnly; …`
/// (``statedDependencies(_:)`` reads it back).
func dependencyCell(_ members: [Target]) -> String {
    func list(_ names: [String]) -> String { names.isEmpty ? "nothing" : names.joined(separator: ", ") }
    let first = members[0].dependencies
    guard members.contains(where: { $0.dependencies != first }) else { return list(first) }
    let common = first.filter { dependency in members.allSatisfy { $0.dependencies.contains(dependency) } }
    let own = members.map { member in
        "\(member.name): " + list(member.dependencies.filter { !common.contains($0) })
    }
    return list(common) + "; plus " + own.joined(separator: "; ")
}

/// What a "depends on" cell states for each module its row names (`names`, in the row's order),
/// as ``dependencyCell(_:)`` writes it.
func statedDependencies(_ cell: String, names: [String]) -> [String: Set<String>] {
    func set(_ list: Substring) -> Set<String> {
        list == "nothing" ? [] : Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    }
    let parts = cell.components(separatedBy: "; plus ")
    let common = set(Substring(parts[0]))
    var own: [String: Set<String>] = [:]
    if parts.count == 2 {
        for item in parts[1].components(separatedBy: "; ") {
            let pair = item.split(separator: ":", maxSplits: 1)
            guard pair.count == 2 else { continue }
            own[String(pair[0])] = set(Substring(pair[1].trimmingCharacters(in: .whitespaces)))
        }
    }
    return Dictionary(names.map { ($0, common.union(own[$0] ?? [])) }, uniquingKeysWith: { first, _ in first })
}

/// Every module a module table of `text` names whose stated dependencies are not the package's,
/// as "Name: states …, the package says …": the check that the tables equal
/// `swift package describe` for every module they name, read from the tables themselves.
func disagreements(_ text: String, targets: [Target]) -> [String] {
    var problems: [String] = []
    var inModuleTable = false
    for line in text.split(separator: "\n") {
        if line.hasPrefix("|") && !line.hasPrefix("| `") && !line.hasPrefix("|-") {
            inModuleTable = cells(line).last == "depends on"
        }
        guard inModuleTable, line.hasPrefix("| `") else { continue }
        let row = cells(line)
        let named = row[0].split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.compactMap { name in
                targets.first {
                    $0.path == name.element || $0.name == name.element || $0.path == "Modules/\(name.element)"
                }
            }
        guard row.count >= 3, !named.isEmpty else { continue }
        let stated = statedDependencies(row[row.count - 1], names: named.map(\.name))
        for target in named where stated[target.name] != Set(target.dependencies) {
            let says = stated[target.name].map { $0.sorted().joined(separator: ", ") } ?? "nothing"
            problems.append(
                "\(target.name): the table says \(says); the package says "
                    + (target.dependencies.isEmpty ? "nothing" : target.dependencies.sorted().joined(separator: ", ")))
        }
    }
    return problems
}

/// The module graph of docs/ARCHITECTURE.md, as Graphviz's DOT: every module and app of the
/// package (`Modules/…`, `Apps/…`) and the packages, system libraries and build-tool plugins they
/// use, each target pointing at what it depends on directly, less the edges another of its
/// dependencies already implies (the transitive reduction), so that the graph stays readable and
/// true to the manifest. The lowest layer is drawn at the bottom.
func graph(_ targets: [Target]) -> String {
    let shown = targets.filter { $0.path.hasPrefix("Modules/") || $0.path.hasPrefix("Apps/") }
    let byName = Dictionary(shown.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    func dependencies(_ name: String) -> [String] { byName[name]?.dependencies ?? [] }
    /// Everything `name` reaches through one dependency or more.
    var reachable: [String: Set<String>] = [:]
    func reach(_ name: String) -> Set<String> {
        if let known = reachable[name] { return known }
        var result: Set<String> = []
        for dependency in dependencies(name) {
            result.insert(dependency)
            result.formUnion(reach(dependency))
        }
        reachable[name] = result
        return result
    }
    /// How far above the bottom `name` sits: the order the graph lists the targets in.
    func depth(_ name: String) -> Int { (dependencies(name).map(depth).max() ?? -1) + 1 }
    let plugins = Set(targets.filter { $0.type == "plugin" }.map(\.name))
    func label(_ name: String) -> String {
        if plugins.contains(name) { return "\(name) (build-tool plugin)" }
        guard let target = byName[name] else { return "\(name) (package)" }
        if target.path.hasPrefix("Apps/") { return target.path }
        if target.type == "system-target" { return "\(name) (system library)" }
        return name
    }
    var nodes: [String] = []
    var edges: [String] = []
    var named: Set<String> = []
    func declare(_ name: String) {
        guard named.insert(name).inserted else { return }
        nodes.append("    \"\(name)\" [label=\"\(label(name))\"];")
    }
    for target in shown.sorted(by: { (depth($0.name), $0.name) < (depth($1.name), $1.name) }) {
        declare(target.name)
        let direct = target.dependencies.filter { dependency in
            !target.dependencies.contains { $0 != dependency && reach($0).contains(dependency) }
        }
        for dependency in direct {
            declare(dependency)
            edges.append("    \"\(target.name)\" -> \"\(dependency)\";")
        }
    }
    return
        ([
            "// Generated by Tools/Generate/modules.swift (make regenerate) from Package.swift; do not edit.",
            "digraph modules {",
            "    graph [rankdir=BT, fontname=\"Helvetica\", bgcolor=\"transparent\", nodesep=0.25, ranksep=0.5];",
            "    node [shape=box, style=\"rounded,filled\", fillcolor=\"#eef2f8\", color=\"#4a5a78\", "
                + "fontname=\"Helvetica\", fontsize=11];",
            "    edge [color=\"#4a5a78\", arrowsize=0.6];",
        ] + nodes + edges + ["}"]).joined(separator: "\n") + "\n"
}

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let mode = CommandLine.arguments.dropFirst().first ?? "--check"
do {
    let all = try allTargets(root: root)
    var failed = false
    // README lists every module, app and tool (a package of its own included); ARCHITECTURE the modules.
    for (file, kinds) in [("README.md", ["library", "executable", "package"]), ("docs/ARCHITECTURE.md", ["library"])] {
        let url = root.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let (rewritten, missing) = rewrite(text, targets: all, kinds: kinds)
        if !missing.isEmpty {
            FileHandle.standardError.write(
                Data("modules: \(file) has no row for \(missing.joined(separator: ", ")); add one\n".utf8))
            failed = true
        }
        // The table as it will stand (written) or stands (checked), read back row by row.
        for problem in disagreements(mode == "--write" ? rewritten : text, targets: all) {
            FileHandle.standardError.write(Data("modules: \(file): \(problem)\n".utf8))
            failed = true
        }
        if mode == "--write" {
            try rewritten.write(to: url, atomically: true, encoding: .utf8)
        } else if rewritten != text {
            FileHandle.standardError.write(
                Data("modules: \(file)'s dependencies differ from Package.swift; run `make regenerate`\n".utf8))
            failed = true
        }
    }
    let dot = root.appendingPathComponent("docs/diagrams/modules.dot")
    let fresh = graph(all)
    if mode == "--write" {
        try fresh.write(to: dot, atomically: true, encoding: .utf8)
    } else if (try? String(contentsOf: dot, encoding: .utf8)) != fresh {
        FileHandle.standardError.write(
            Data("modules: docs/diagrams/modules.dot differs from Package.swift; run `make regenerate`\n".utf8))
        failed = true
    }
    if failed { exit(1) }
} catch {
    FileHandle.standardError.write(Data("modules: \(error)\n".utf8))
    exit(2)
}
