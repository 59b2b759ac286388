import Foundation

/// Instructions per event of RxSwift 6.10 on this kind of machine (default release build),
/// measured outside this repository (see issue 2); used when the benchmark is built without
/// RxSwift (`make bench RXSWIFT=path` measures it in this harness instead).
let rxSwiftReference: [Pipeline: Double] = [
    .mapFilterScan: 6_054, .combineLatest: 9_082, .flatMapLatest: 12_893,
    .fanOut: 132_223, .churn: 24_790, .shareReplay: 19_891,
]

func runOnce(_ arguments: [String]) -> Int32 {
    guard arguments.count == 5, let pipeline = Pipeline(rawValue: arguments[2]),
        let index = Int(arguments[3]), implementations.indices.contains(index), let count = Int(arguments[4])
    else {
        FileHandle.standardError.write(Data("usage: benchmarks once <pipeline> <implementation> <count>\n".utf8))
        return 2
    }
    print(implementations[index].run(pipeline, count: count))
    return 0
}

func format(_ value: Double?, decimals: Int = 0) -> String {
    guard let value else { return "n/a" }
    return String(format: "%.\(decimals)f", value)
}

func runAll(countInstructions: Bool) -> Int32 {
    print("Reactive core benchmark: \(ProcessInfo.processInfo.activeProcessorCount) cores, release build\n")
    print("| pipeline | implementation | ns/event | allocs/event | instructions/event |")
    print("|---|---|---:|---:|---:|")
    var failures: [String] = []
    var targets: [String] = []
    var floors: [Pipeline: Measurement] = [:]
    var cores: [Pipeline: Measurement] = [:]
    for pipeline in Pipeline.allCases {
        var results: [Measurement] = []
        for (index, implementation) in implementations.enumerated() {
            var result = measure(implementation, pipeline)
            if countInstructions { result.instructionsPerEvent = instructionsPerEvent(index, pipeline) }
            results.append(result)
            print(
                "| \(pipeline.title) | \(implementation.name) | \(format(result.nanosecondsPerEvent, decimals: 1)) "
                    + "| \(format(result.allocationsPerEvent, decimals: 2)) | \(format(result.instructionsPerEvent)) |")
        }
        floors[pipeline] = results.first
        cores[pipeline] = results.last
        if Set(results.map(\.checksum)).count != 1 {
            failures.append("\(pipeline.title): implementations disagree (\(results.map(\.checksum)))")
        }
        let measuredRx = implementations.firstIndex { $0.name.hasPrefix("RxSwift") }.flatMap {
            results[$0].instructionsPerEvent
        }
        if let core = results.last?.instructionsPerEvent, let openCombine = results[1].instructionsPerEvent,
            let rx = measuredRx ?? rxSwiftReference[pipeline]
        {
            let budget = min(openCombine, rx) / 2
            let verdict = core <= budget ? "within" : "OVER"
            targets.append(
                "\(pipeline.title): \(format(core)) instructions/event, budget \(format(budget)) "
                    + "(half of min(OpenCombine \(format(openCombine)), RxSwift \(format(rx)))): \(verdict)")
        }
    }
    // A subscription's cost against the floor: churn and bind+unbind within twice plain closures.
    for pipeline in [Pipeline.churn, .bindUnbind] {
        guard let floor = floors[pipeline], let core = cores[pipeline] else { continue }
        let within =
            (core.instructionsPerEvent ?? .infinity) <= 2 * (floor.instructionsPerEvent ?? 0)
            && core.allocationsPerEvent.rounded() <= 2 * floor.allocationsPerEvent.rounded()
        targets.append(
            "\(pipeline.title): \(format(core.instructionsPerEvent)) instructions and "
                + "\(format(core.allocationsPerEvent, decimals: 2)) allocations per cycle, plain closures "
                + "\(format(floor.instructionsPerEvent)) and \(format(floor.allocationsPerEvent, decimals: 2)) "
                + "(at most 2×): \(within ? "within" : "OVER")")
    }
    if !targets.isEmpty {
        print(
            "\nTargets: ReactiveCore at most half the instructions of the better of OpenCombine and RxSwift; a subscription's cost at most twice plain closures'"
        )
        targets.forEach { print("  \($0)") }
    }
    if failures.isEmpty {
        print("\nAll implementations computed the same results.")
        return 0
    }
    failures.forEach { print("MISMATCH \($0)") }
    return 1
}

/// ReactiveCore's figures against the committed thresholds: instructions may exceed them by 2 %,
/// allocations not at all. With `update`, writes the figures as the new thresholds instead.
func checkThresholds(_ path: String, update: Bool) -> Int32 {
    let index = implementations.count - 1
    var lines: [String] = []
    var over: [String] = []
    let committed = Thresholds(text: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
    for pipeline in Pipeline.allCases {
        guard let instructions = instructionsPerEvent(index, pipeline) else {
            FileHandle.standardError.write(Data("benchmarks: no instruction count: is valgrind installed?\n".utf8))
            return 2
        }
        let allocations = measure(implementations[index], pipeline).allocationsPerEvent
        lines.append("\(pipeline.rawValue) instructions \(format(instructions)) allocations \(format(allocations))")
        guard !update else { continue }
        guard let limit = committed.limits[pipeline.rawValue] else {
            over.append("\(pipeline.title): no threshold in \(path)")
            continue
        }
        let verdict =
            instructions > limit.instructions * 1.02 || allocations.rounded() > limit.allocations ? "OVER" : "within"
        print(
            "\(pipeline.title): \(format(instructions)) instructions/event (threshold \(format(limit.instructions)), "
                + "+2 % allowed), \(format(allocations)) allocations/event (threshold \(format(limit.allocations))): "
                + verdict)
        if verdict == "OVER" { over.append(pipeline.title) }
    }
    if update {
        let header = "# ReactiveCore's instructions and allocations per event, release build; make bench-thresholds\n"
        try? (header + lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        print("wrote \(path)")
        return 0
    }
    guard over.isEmpty else {
        print(
            "OVER BUDGET: \(over.joined(separator: ", ")). Fix the cost, or if it is meant, run make bench-thresholds.")
        return 1
    }
    print("All \(Pipeline.allCases.count) pipelines within their thresholds.")
    return 0
}

/// The committed thresholds: `<pipeline> instructions <n> allocations <n>` a line, `#` comments.
struct Thresholds {
    var limits: [String: (instructions: Double, allocations: Double)] = [:]

    init(text: String) {
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ")
            guard words.count == 5, let instructions = Double(words[2]), let allocations = Double(words[4]) else {
                continue
            }
            limits[String(words[0])] = (instructions, allocations)
        }
    }
}

let arguments = CommandLine.arguments
if arguments.count > 1 && arguments[1] == "once" {
    exit(runOnce(arguments))
}
if arguments.count == 3 && (arguments[1] == "check" || arguments[1] == "update-thresholds") {
    exit(checkThresholds(arguments[2], update: arguments[1] == "update-thresholds"))
}
exit(runAll(countInstructions: !arguments.contains("--no-instructions")))
