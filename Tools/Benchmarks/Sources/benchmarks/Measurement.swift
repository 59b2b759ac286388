import AllocationCounter
import Foundation

/// What one implementation of one pipeline costs.
struct Measurement {
    var nanosecondsPerEvent: Double
    var allocationsPerEvent: Double
    var instructionsPerEvent: Double?
    var checksum: Int
}

/// Times a pipeline (best of several runs) and counts its allocations per event.
func measure(_ implementation: any Implementation.Type, _ pipeline: Pipeline) -> Measurement {
    _ = implementation.run(pipeline, count: pipeline.events / 10)
    var best = Double.infinity
    var checksum = 0
    for _ in 0..<5 {
        let start = ContinuousClock.now
        checksum = implementation.run(pipeline, count: pipeline.events)
        let elapsed = ContinuousClock.now - start
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        best = min(best, nanoseconds / Double(pipeline.events))
    }
    // Allocations: the difference between two sizes, so that set-up cancels out.
    let small = pipeline.events / 4
    let before = allocation_count()
    _ = implementation.run(pipeline, count: small)
    let middle = allocation_count()
    _ = implementation.run(pipeline, count: small * 2)
    let after = allocation_count()
    let allocations = Double((after - middle) - (middle - before)) / Double(small)
    return Measurement(
        nanosecondsPerEvent: best, allocationsPerEvent: max(0, allocations), instructionsPerEvent: nil,
        checksum: checksum)
}

/// Counts instructions per event under callgrind: this executable is run twice on one pipeline,
/// with two event counts, and the difference is divided by the difference in events.
func instructionsPerEvent(_ implementationIndex: Int, _ pipeline: Pipeline) -> Double? {
    let small = pipeline.events / 20
    guard let first = callgrindTotal(implementationIndex, pipeline, count: small),
        let second = callgrindTotal(implementationIndex, pipeline, count: small * 2)
    else { return nil }
    return Double(second - first) / Double(small)
}

private func callgrindTotal(_ implementationIndex: Int, _ pipeline: Pipeline, count: Int) -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
        "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
        CommandLine.arguments[0], "once", pipeline.rawValue, String(implementationIndex), String(count),
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
        try process.run()
    } catch {
        return nil
    }
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0,
        let line = output.split(separator: "\n").first(where: { $0.contains("Collected :") }),
        let total = line.split(separator: " ").last.flatMap({ Int($0) })
    else { return nil }
    return total
}
