import ArgumentParser
import Foundation
import Pitfalls
import Scenarios
import Storage

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

    @OptionGroup var limit: TimeLimitOption<Self>

    func validate() throws {
        for number in situation where Situation.numbered(number) == nil {
            throw ValidationError("no situation \(number); the situations are 1 to \(Situation.allCases.count)")
        }
    }

    func run() throws {
        // What the matrix's counts of source lines answer, for `source-syntax count` (make regenerate).
        if countRequests { return print(PitfallMatrix.countRequests, terminator: "") }
        let template = try AppDatabase.inMemory(catalog: try CatalogFile.chinook())
        let situations = situation.isEmpty ? Situation.allCases : situation.compactMap(Situation.numbered)
        let matrix = try limit.run("the matrix") {
            try await PitfallMatrix.measure(template: template, situations: situations)
        }
        print(format.render(matrix), terminator: "")
        // docs/STYLES.md's table and the claims in its prose are checked against one run.
        if let json { try PitfallFormat.json.render(matrix).write(toFile: json, atomically: true, encoding: .utf8) }
    }
}

extension PitfallsCommand: TimeLimited {
    static let timeLimited = "the matrix (all its situations together)"
}
