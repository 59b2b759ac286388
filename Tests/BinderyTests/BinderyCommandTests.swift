import AllStyles
import Features
import Foundation
import Scenarios
import Testing

/// Runs the built `bindery` executable as a child process.
func bindery(
    _ arguments: String..., environment: [String: String] = [:]
) throws -> (
    status: Int32, output: String, errors: String
) {
    try runApp("bindery", arguments, environment: environment)
}

/// Runs the built `bindery-tui` executable as a child process (for what it does before it needs
/// a terminal: parsing its command line).
func binderyTUI(_ arguments: String...) throws -> (status: Int32, output: String, errors: String) {
    try runApp("bindery-tui", arguments, environment: [:])
}

/// Runs the executable `name`, built beside the tests, in the repository's root.
private func runApp(
    _ name: String, _ arguments: [String], environment: [String: String]
) throws -> (
    status: Int32, output: String, errors: String
) {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent(name)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = repositoryRoot
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
        process.terminationStatus, String(decoding: outputData, as: UTF8.self),
        String(decoding: errorData, as: UTF8.self)
    )
}

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

@MainActor
struct BinderyCommandTests {
    @Test func listsTheStylesAndFeatures() throws {
        let styles = try bindery("styles")
        #expect(styles.status == 0)
        let names: [String] = styles.output.split(separator: "\n").map { line in
            String(line.prefix { $0 != " " })
        }
        #expect(names == Style.allCases.map(\.id))
        #expect(names.starts(with: ["transform", "subjects", "protocols", "init-only", "mvb"]))
        // A style's other accepted name, if it has one, ends its line.
        for (style, line) in zip(Style.allCases, styles.output.split(separator: "\n")) {
            #expect(line.hasSuffix(style.spellings.dropFirst().map { " (also: \($0))" }.joined()))
        }
        #expect(styles.output.contains(" (also: Model-View-Binding)\n"))
        #expect(styles.output.hasSuffix(" (also: Async/await + Observation)\n"))
        let features = try bindery("features")
        #expect(features.output.split(separator: "\n").count == Feature.allCases.count)
        #expect(features.output.contains("search"))
    }

    @Test func runPrintsEveryEventInEachFormat() throws {
        let text = try bindery("run", "palette", "--style", "mvb", "-e", "@100ms tap")
        #expect(text.status == 0)
        #expect(
            text.output == """
                @0ms backgroundColor red
                @0ms buttonTitle "Change to blue"
                @100ms backgroundColor blue
                @100ms buttonTitle "Change to purple"

                """)
        let json = try bindery("run", "greeting", "--style", "subjects", "--format", "json", "-e", "@5ms validate")
        #expect(json.output == "{\"time\":5,\"output\":\"greeting\",\"value\":\"\\\"Enter a name.\\\"\"}\n")
        let marbles = try bindery("run", "palette", "--style", "protocols", "--format", "marbles", "-e", "@200ms tap")
        #expect(marbles.output.hasPrefix("backgroundColor a-b\nbuttonTitle     a-b\n"))
        #expect(marbles.output.contains("backgroundColor.b = blue"))
    }

    @Test func aMalformedScriptGetsACompilerStyleErrorAndStatusTwo() throws {
        let result = try bindery("run", "search", "--style", "transform", "-e", "@0ms query \"bea\"\n+100ms   tapp")
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(
            result.errors == """
                <command line>:2:10: error: 'tapp' is not an intent of search; expected query, select, disappear, appear, rebuild, leave
                +100ms   tapp
                         ^

                """)
    }

    /// Parse errors are checked in-process (ParseTests); the process says them with status 2.
    @Test func usageAndInputErrorsAreStatusTwo() throws {
        let usage = try bindery("run", "search", "--style", "mvb")
        #expect(usage.status == 2)
        #expect(
            usage.errors.hasPrefix("bindery: error: give a script with --script FILE or -e \"…\"\nUsage: bindery run "))
        #expect(try bindery("run", "palette", "--style", "mvb", "--script", "/no/such/file").status == 2)
    }

    @Test func compareSaysWhetherTheStylesAgree() throws {
        let one = try bindery("compare", "search", "--script", "docs/scenarios/search/slow-first-answer.scenario")
        #expect(one.status == 0)
        let styles = try bindery("styles").output.split(separator: "\n").count
        #expect(one.output.hasSuffix("All \(styles) styles agree.\n"))
        let some = try bindery("compare", "palette", "--styles", "mvb,transform", "-e", "@1s tap")
        #expect(some.output.contains("all 2 styles: @0ms red  @1000ms blue"))
        let all = try bindery("compare", "--all")
        #expect(all.status == 0)
        let scenarios = ShippedScenario.all(under: repositoryRoot.appendingPathComponent("docs/scenarios").path).count
        let summary = "\(scenarios) scenarios, \(styles) styles, 0 divergences\n"
        #expect(all.output.hasSuffix(summary))
        // README shows how `make run` ends without a terminal: its last line is today's.
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(
            readme.contains("\n…\n" + summary + "```\n"),
            "README.md, under \"Without a terminal, make run …\": the sample should end with \(summary)")
    }

    @Test func theDataCommandsChangeTheUsersLibrary() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bindery-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let database = ["BINDERY_DATABASE": directory.appendingPathComponent("db.sqlite").path]
        #expect(
            try bindery("library", "favorite", "2935", environment: database).output
                == "♥ Ultraviolet (Light My Way) — U2\n")
        #expect(try bindery("library", "rate", "2935", "4", environment: database).status == 0)
        #expect(
            try bindery("library", "list", environment: database).output
                == "2935\t♥ ★★★★☆\tUltraviolet (Light My Way) — U2\n")
        let search = try bindery("catalog", "search", "ultraviolet", "--limit", "1", environment: database)
        #expect(search.output.hasPrefix("2935\tUltraviolet (Light My Way) — U2"))
        let badRating = try bindery("library", "rate", "2935", "9", environment: database)
        #expect(badRating.status == 2)
        #expect(badRating.errors.contains("A rating is 0 to 5 stars, not 9."))

        #expect(
            try bindery("library", "note", "2935", "live in Boston", environment: database).output
                == "Ultraviolet (Light My Way) — U2\tlive in Boston\n")
        #expect(
            try bindery("library", "list", environment: database).output
                == "2935\t♥ ★★★★☆\tUltraviolet (Light My Way) — U2\tlive in Boston\n")
        #expect(
            try bindery("library", "note", "2935", "--clear", environment: database).output
                == "no note: Ultraviolet (Light My Way) — U2\n")
        #expect(try bindery("library", "note", "2935", environment: database).status == 2)
        #expect(try bindery("library", "note", "2935", "x", "--clear", environment: database).status == 2)
        #expect(
            try bindery("library", "remove", "2935", environment: database).output
                == "removed from the library: Ultraviolet (Light My Way) — U2\n")
        let empty = try bindery("library", "list", environment: database)
        #expect(empty.output == "")
        #expect(empty.errors == "The library is empty: no favorites, ratings or notes yet.\n")
        #expect(
            try bindery("library", "remove", "2935", environment: database).output
                == "not in the library: Ultraviolet (Light My Way) — U2\n")
        let unknown = try bindery("library", "remove", "999999", environment: database)
        #expect(unknown.status == 2)
        #expect(unknown.errors == "bindery: error: There is no track 999999 in the catalog.\n")
    }

    /// "bea" matches 35 tracks: the catalog search and a scripted run show the same first 10
    /// (`CatalogSearch.resultLimit`), as many as the terminal UI does (ServicesTests checks the
    /// live services).
    @Test func aQueryShowsAsManyResultsInTheCatalogSearchAsInAScriptedRun() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bindery-limit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let database = ["BINDERY_DATABASE": directory.appendingPathComponent("db.sqlite").path]
        let search = try bindery("catalog", "search", "bea", environment: database)
        let listed = search.output.split(separator: "\n").map { $0.split(separator: "\t")[1] }
        #expect(listed.count == 10)
        let run = try bindery("run", "search", "--style", "transform", "--format", "json", "-e", "@0ms query \"bea\"")
        let results = try run.output.split(separator: "\n").compactMap { line -> [String]? in
            let event = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            guard event?["output"] as? String == "results", let value = event?["value"] as? String else { return nil }
            return try JSONSerialization.jsonObject(with: Data(value.utf8)) as? [String]
        }
        #expect(results.last == listed.map(String.init))
    }

    @Test func aChosenDatabaseInAMissingDirectoryIsAnErrorNotANewLibrary() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bindery-typo-\(UUID().uuidString)")
        let path = missing.appendingPathComponent("db.sqlite").path
        let message =
            "bindery: error: The directory \(missing.path) does not exist. Check the path given with --database "
            + "or BINDERY_DATABASE, or create the directory first: only the default location's directory is created.\n"
        let explicit = try bindery("library", "list", "--database", path)
        #expect(explicit.status == 2)
        #expect(explicit.errors == message)
        let environment = try bindery("catalog", "stats", environment: ["BINDERY_DATABASE": path])
        #expect(environment.status == 2)
        #expect(environment.errors == message)
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        // The default location's directory is created.
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let fresh = try bindery("catalog", "stats", environment: ["BINDERY_DATABASE": "", "XDG_DATA_HOME": home.path])
        #expect(fresh.status == 0)
        #expect(fresh.output.hasPrefix("database \(home.path)/bindery/bindery.sqlite\ntracks 3503\n"))
    }

    @Test func theShippedScenariosPrintTheirGoldenOutput() throws {
        let scenarios = ShippedScenario.all(under: repositoryRoot.appendingPathComponent("docs/scenarios").path)
        #expect(scenarios.count >= 15)
        for scenario in scenarios {
            let script = "docs/scenarios/\(scenario.name).scenario"
            let expected = try String(contentsOfFile: scenario.expectedPath, encoding: .utf8)
            let result = try bindery("run", scenario.feature.rawValue, "--style", "transform", "--script", script)
            #expect(result.output == expected, "\(script) no longer prints its .expected output")
        }
    }
}

@MainActor
struct TimeLimitTests {
    /// A run that has not finished by its time limit (here, at once) ends the command with status 3
    /// and a message, in bounded time: the command never spins or hangs waiting for it.
    @Test func aRunThatDoesNotFinishInTimeEndsWithStatus3() throws {
        let started = Date()
        let result = try bindery("pitfalls", "--time-limit", "0.001")
        #expect(result.status == 3)
        #expect(result.output == "")
        #expect(result.errors == "bindery: error: the matrix did not finish within 0.001 s (--time-limit)\n")
        #expect(Date().timeIntervalSince(started) < 60)
    }

    @Test func aTimeLimitMustBeAboveZero() throws {
        let result = try bindery("run", "palette", "--style", "mvb", "-e", "@100ms tap", "--time-limit", "0")
        #expect(result.status == 2)
        #expect(result.errors.contains("--time-limit takes a number of seconds above 0, not 0.0"))
    }
}
