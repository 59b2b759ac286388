// What each style costs at run time, measured by playing every shipped scenario
// (docs/scenarios/*/*.scenario) through each style, as the CLI and the shared spec play them.
//
//   style-costs --write docs/costs   measure and write the figures this build can measure
//   style-costs --check docs/costs   measure again and compare with the committed figures
//
// A debug build measures behaviour, on virtual time, exactly (docs/costs/behaviour.tsv): the
// service calls and view updates of each scenario, and the reactive subscriptions alive while the
// screen is bound and once the run is over (debug builds count them; zero is expected). `--check` fails on any
// difference. A release build measures cost (docs/costs/runtime.tsv): heap allocations per user
// intent (the scenario's allocations less those of the same scenario with no intents, per
// intent; an interposed allocator counts them, so figures repeat from run to run) and the bytes a
// bound screen holds (in use before leaving less after). `--check` fails when a style's
// allocations on a scenario grow by more than 10 % over the committed figure.

import AllStyles
import AllocationCounter
import Features
import Foundation
import ReactiveCore
import Scenarios
import Storage

struct Scenario {
    let name: String
    let script: ScenarioScript
    let empty: ScenarioScript
}

func scenarios(root: URL) throws -> [Scenario] {
    try ShippedScenario.all(under: root.appendingPathComponent("docs/scenarios").path).map { shipped in
        let script = try shipped.script()
        var empty = script
        empty.steps = []
        return Scenario(name: shipped.name, script: script, empty: empty)
    }
}

/// One row of a figures file: a style, a scenario, and numbers.
struct Row: Equatable {
    let style: String
    let scenario: String
    let values: [Double]

    var line: String {
        ([style, scenario] + values.map { $0 == $0.rounded() ? String(Int($0)) : String(format: "%.1f", $0) })
            .joined(separator: "\t")
    }

    init(style: String, scenario: String, values: [Double]) {
        self.style = style
        self.scenario = scenario
        self.values = values
    }

    init?(line: Substring) {
        let fields = line.split(separator: "\t")
        guard fields.count >= 3, !line.hasPrefix("#") else { return nil }
        style = String(fields[0])
        scenario = String(fields[1])
        values = fields.dropFirst(2).compactMap { Double($0) }
    }
}

@MainActor
func measure(root: URL) async throws -> (file: String, header: [String], rows: [Row]) {
    let runner = ScenarioRunner(database: try AppDatabase.inMemory(catalog: CatalogFile.chinook()))
    let all = try scenarios(root: root)
    var rows: [Row] = []
    #if DEBUG
        for style in Style.allCases {
            for scenario in all {
                var bound: Int32 = 0
                let (transcript, left) = try await Resources.withAsyncScope {
                    try await runner.run(scenario.script, style: style, beforeLeaving: { bound = Resources.total })
                }
                rows.append(
                    Row(
                        style: style.id, scenario: scenario.name,
                        values: [
                            Double(scenario.script.steps.count), Double(transcript.serviceCalls.count),
                            Double(transcript.entries.count), Double(bound), Double(left),
                        ]))
            }
        }
        return (
            "behaviour.tsv",
            [
                "What each style does on each shipped scenario, on virtual time (a debug build of `style-costs`;",
                "`make test` fails on any difference). Subscriptions are the reactive core's live resources",
                "(the scripted view's own relays included) with every step played, and once the run is over.",
                "style\tscenario\tintents\tservice calls\tview updates\tsubscriptions while bound\tsubscriptions left over",
            ], rows
        )
    #else
        func allocations(_ script: ScenarioScript, _ style: Style) async throws -> Int {
            var best = Int.max
            for _ in 0..<3 {
                let before = allocation_count()
                _ = try await runner.run(script, style: style)
                best = min(best, allocation_count() - before)
            }
            return best
        }
        for style in Style.allCases {
            for scenario in all {
                let intents = max(1, scenario.script.steps.count)
                let full = try await allocations(scenario.script, style)
                let empty = try await allocations(scenario.empty, style)
                let perIntent = Double(full - empty) / Double(intents)
                var bound = 0
                var left = 0
                _ = try await runner.run(
                    scenario.script, style: style, beforeLeaving: { bound = allocation_bytes_in_use() },
                    afterLeaving: { left = allocation_bytes_in_use() })
                rows.append(
                    Row(
                        style: style.id, scenario: scenario.name,
                        values: [Double(intents), (perIntent * 10).rounded() / 10, Double(max(0, bound - left))]))
            }
        }
        return (
            "runtime.tsv",
            [
                "What each style costs on each shipped scenario (a release build of `style-costs`; `make test-release`",
                "fails when allocations per intent grow by more than 10 %). Measured with \(toolchain()).",
                "style\tscenario\tintents\tallocations per intent\tbytes held while bound",
            ], rows
        )
    #endif
}

/// The toolchain and machine the figures were measured on.
func toolchain() -> String {
    let process = ProcessInfo.processInfo
    var swift = "Swift"
    #if swift(>=6.3)
        swift = "Swift 6.3"
    #endif
    return "\(swift), \(process.operatingSystemVersionString), \(process.activeProcessorCount) cores"
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let mode = arguments.first, ["--write", "--check"].contains(mode) else {
    FileHandle.standardError.write(Data("usage: style-costs --write|--check DIRECTORY\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let directory = URL(fileURLWithPath: arguments.last!)
do {
    let (file, header, rows) = try await measure(root: root)
    let url = directory.appendingPathComponent(file)
    let text = header.map { "# " + $0 }.joined(separator: "\n") + "\n" + rows.map(\.line).joined(separator: "\n") + "\n"
    if mode == "--write" {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        print("style-costs: wrote \(url.path) (\(rows.count) rows)")
        exit(0)
    }
    let committed = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap(Row.init(line:))
    var failures: [String] = []
    // Allocations depend on the machine and toolchain, so only `make report` measures them: a style
    // added since has none committed yet, which is said, not failed. Behaviour is exact for every style.
    let measured = Set(committed.map(\.style))
    let unmeasured = Set(rows.map(\.style)).subtracting(measured)
    if file == "runtime.tsv", !unmeasured.isEmpty {
        print("style-costs: no figures yet for \(unmeasured.sorted().joined(separator: ", ")) in \(file) (make report)")
    }
    let checked = file == "runtime.tsv" ? rows.filter { measured.contains($0.style) } : rows
    for row in checked {
        guard let old = committed.first(where: { $0.style == row.style && $0.scenario == row.scenario }) else {
            failures.append("\(row.style) \(row.scenario): not in \(file)")
            continue
        }
        if file == "behaviour.tsv" {
            if old.values != row.values { failures.append("\(row.style) \(row.scenario): \(old.line) → \(row.line)") }
        } else if row.values[1] > old.values[1] * 1.10 + 0.5 {
            failures.append(
                "\(row.style) \(row.scenario): \(old.values[1]) → \(row.values[1]) allocations per intent (over +10 %)")
        }
    }
    if committed.count != checked.count {
        failures.append("\(file) has \(committed.count) rows, measured \(checked.count)")
    }
    guard failures.isEmpty else {
        FileHandle.standardError.write(
            Data(
                ("style-costs: \(file) differs; if the change is meant, run `make report` and commit it\n"
                    + failures.map { "  " + $0 }.joined(separator: "\n") + "\n").utf8))
        exit(1)
    }
    print("style-costs: \(checked.count) rows of \(file) as committed")
} catch {
    FileHandle.standardError.write(Data("style-costs: \(error)\n".utf8))
    exit(2)
}
