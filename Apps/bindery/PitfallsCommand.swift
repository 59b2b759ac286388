import ArgumentParser
import Foundation
import Pitfalls
import Scenarios
import Storage
import Synchronization

struct PitfallsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pitfalls",
        abstract: "Play the situations where binding styles part ways through every style, and print the matrix.",
        discussion: """
            Each cell is what a style's real code did in the situation; ⚠ marks the pitfall the \
            situation is known for. docs/PITFALLS.md is this command's markdown output.

            Examples:
              bindery pitfalls
              bindery pitfalls --situation 3 --situation 4
              bindery pitfalls --format markdown > docs/PITFALLS.md
            """)

    @Option(help: "text, json, markdown (docs/PITFALLS.md) or decisions (docs/STYLES.md's decision table).")
    var format: PitfallFormat = .text

    @Option(help: "Only this situation (1 to \(Situation.allCases.count)); repeat for more.")
    var situation: [Int] = []

    @Option(help: "Also write the matrix as JSON to this file, from the same run (make docs-check).")
    var json: String?

    @Flag(help: .hidden)
    var countRequests = false

    func validate() throws {
        for number in situation where Situation(rawValue: number) == nil {
            throw ValidationError("no situation \(number); the situations are 1 to \(Situation.allCases.count)")
        }
    }

    func run() throws {
        // What the matrix's counts of source lines answer, for `source-syntax count` (make regenerate).
        if countRequests { return print(PitfallMatrix.countRequests, terminator: "") }
        let template = try AppDatabase.inMemory(catalog: try CatalogFile.chinook())
        let situations = situation.isEmpty ? Situation.allCases : situation.compactMap(Situation.init(rawValue:))
        let matrix = try onMainActor { try await PitfallMatrix.measure(template: template, situations: situations) }
        print(format.render(matrix), terminator: "")
        // docs/STYLES.md's table and the claims in its prose are checked against one run.
        if let json { try PitfallFormat.json.render(matrix).write(toFile: json, atomically: true, encoding: .utf8) }
    }
}

/// Runs `work` on the main actor from the main thread, turning the main run loop (which drains
/// the main queue, and so the main actor's jobs) until it is done.
func onMainActor<Value: Sendable>(_ work: @escaping @MainActor () async throws -> Value) throws -> Value {
    let outcome = Mutex<Result<Value, Error>?>(nil)
    Task { @MainActor in
        let result: Result<Value, Error>
        do {
            result = .success(try await work())
        } catch {
            result = .failure(error)
        }
        outcome.withLock { $0 = result }
    }
    while true {
        if let result = outcome.withLock({ $0 }) { return try result.get() }
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.005))
    }
}
