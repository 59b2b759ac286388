import Foundation

/// Instructions per event of RxSwift 6.10 on this kind of machine (default release build),
/// measured outside this repository because RxSwift cannot be built here; see issue 2.
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
        if Set(results.map(\.checksum)).count != 1 {
            failures.append("\(pipeline.title): implementations disagree (\(results.map(\.checksum)))")
        }
        if let core = results.last?.instructionsPerEvent, let openCombine = results[1].instructionsPerEvent,
            let rx = rxSwiftReference[pipeline]
        {
            let budget = min(openCombine, rx) / 2
            let verdict = core <= budget ? "within" : "OVER"
            targets.append(
                "\(pipeline.title): \(format(core)) instructions/event, budget \(format(budget)) "
                    + "(half of min(OpenCombine \(format(openCombine)), RxSwift \(format(rx)))): \(verdict)")
        }
    }
    if !targets.isEmpty {
        print("\nTarget: ReactiveCore at most half the instructions of the better of OpenCombine and RxSwift")
        targets.forEach { print("  \($0)") }
    }
    if failures.isEmpty {
        print("\nAll implementations computed the same results.")
        return 0
    }
    failures.forEach { print("MISMATCH \($0)") }
    return 1
}

let arguments = CommandLine.arguments
if arguments.count > 1 && arguments[1] == "once" {
    exit(runOnce(arguments))
}
exit(runAll(countInstructions: !arguments.contains("--no-instructions")))
