import AllStyles
import AppOptions
import ArgumentParser
import Features
import Foundation
import Scenarios
import Storage
import Transcripts

struct StylesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "styles", abstract: "List the binding styles and the names that choose them.",
        discussion: """
            Each line is a style's identifier, what the style is, and the style's other accepted \
            name if it has one. --style and --styles take either name, in any case \
            (mvb, MVB, model-view-binding).

            Example:
              bindery styles
            """)

    func run() {
        for style in Style.allCases {
            let others = style.spellings.dropFirst().map { " (also: \($0))" }.joined()
            print(style.id.padding(toLength: 10, withPad: " ", startingAt: 0) + "  " + style.summary + others)
        }
    }
}

struct FeaturesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "features", abstract: "List the features and the intents their scripts use.",
        discussion: "Example:\n  bindery features")

    func run() {
        for feature in Feature.allCases {
            let intents = Intent.keywords(for: feature).joined(separator: ", ")
            print(
                feature.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
                    + "  \(feature.summary) (intents: \(intents))")
        }
    }
}

/// Parses a script, printing a compiler-style error and exiting with status 2 if it is malformed.
func parseScript(_ source: ScriptSource, feature: Feature) throws -> ScenarioScript {
    let (name, text): (String, String)
    do {
        (name, text) = try source.load()
    } catch let error as InputError {
        printError("bindery: error: \(error)")
        throw ExitCode(2)
    }
    do {
        return try ScriptParser.parse(text, feature: feature)
    } catch {
        printError(error.rendered(file: name, source: text))
        throw ExitCode(2)
    }
}

/// The runner over an in-memory copy of the embedded catalog.
func makeRunner() throws -> ScenarioRunner {
    ScenarioRunner(database: try AppDatabase.inMemory(catalog: try CatalogFile.chinook()))
}

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Play a scenario through one style and print every output event.",
        discussion: """
            The shipped scenarios, each with its file for --script: bindery compare --list.

            Example:
              bindery run search --style init-only -e '@0ms query "bea"
              +1s select 0'
            """)

    @Argument(help: "The feature: \(Feature.allCases.map(\.rawValue).joined(separator: ", ")).")
    var feature: Feature

    @OptionGroup var style: StyleOption

    @OptionGroup var source: ScriptSource

    @Option(help: "text (one event a line), json (JSON Lines) or marbles.")
    var format: TranscriptFormat = .text

    @OptionGroup var limit: TimeLimitOption<Self>

    func validate() throws {
        guard source.isGiven else {
            throw ValidationError("give a script with --script FILE or -e \"…\"")
        }
    }

    func run() throws {
        let script = try parseScript(source, feature: feature)
        let runner = try makeRunner()
        let style = try self.style.chosen
        do {
            let transcript = try limit.run("the run") { [style] in try await runner.run(script, style: style) }
            print(format.render(transcript), terminator: "")
        } catch let error as ScenarioError {
            printError("bindery: error: \(error)")
            throw ExitCode(2)
        }
    }
}

extension RunCommand: TimeLimited {
    static let timeLimited = "the run"
}

struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare", abstract: "Play a scenario through several styles and show whether they agree.",
        discussion: """
            Exit status 0 when every style shows the same events at the same times, 1 otherwise.

            Examples:
              bindery compare palette -e '@100ms tap'
              bindery compare search --script docs/scenarios/search/slow-first-answer.scenario --styles mvb,transform
              bindery compare --all
              bindery compare --list
            """)

    @Argument(help: "The feature (not with --all).")
    var feature: Feature?

    @OptionGroup var source: ScriptSource

    @OptionGroup var styles: StylesOption

    @Flag(help: "Compare every shipped scenario (docs/scenarios/<feature>/*.scenario).")
    var all = false

    @Flag(help: "List the shipped scenarios, each with the file --script takes, and play none.")
    var list = false

    @Option(help: "Where the shipped scenarios are, for --all and --list.")
    var scenarios = "docs/scenarios"

    @OptionGroup var limit: TimeLimitOption<Self>

    func validate() throws {
        let hasScript = source.isGiven
        if list && (all || feature != nil || hasScript) {
            throw ValidationError("--list lists the shipped scenarios; give no feature, script or --all with it")
        }
        if list { return }
        if let chosen = try? styles.chosen, chosen.count == 1 {
            throw ValidationError(
                "--styles names one style, \(chosen[0].id): compare needs two or more (`bindery run --style \(chosen[0].id)` plays one)"
            )
        }
        if all && (feature != nil || hasScript) {
            throw ValidationError("--all runs the shipped scenarios; give no feature or script with it")
        }
        if !all && (feature == nil || !hasScript) {
            throw ValidationError("give a feature and a script (--script FILE or -e \"…\"), or --all")
        }
    }

    func run() throws {
        if list {
            let listing = Self.listing(ShippedScenario.all(under: scenarios))
            guard !listing.isEmpty else { throw noScenarios() }
            return print(listing, terminator: "")
        }
        let runner = try makeRunner()
        let styles = try self.styles.chosen
        if all {
            try compareAll(runner: runner, styles: styles)
            return
        }
        let parsed = try parseScript(source, feature: feature!)
        let comparison = try compare(parsed, runner: runner, styles: styles)
        print(comparison.report(), terminator: "")
        if let divergence = comparison.firstDivergence {
            print("DIVERGENCE: \(divergence)")
            throw ExitCode(1)
        }
        print("All \(styles.count) styles agree.")
    }

    private func compare(_ script: ScenarioScript, runner: ScenarioRunner, styles: [Style]) throws -> Comparison {
        do {
            return try limit.run("the comparison") {
                var transcripts: [(style: Style, transcript: Transcript)] = []
                for style in styles { transcripts.append((style, try await runner.run(script, style: style))) }
                return Comparison(transcripts: transcripts)
            }
        } catch let error as ScenarioError {
            printError("bindery: error: \(error)")
            throw ExitCode(2)
        }
    }

    private func compareAll(runner: ScenarioRunner, styles: [Style]) throws {
        var divergences = 0
        var count = 0
        for scenario in ShippedScenario.all(under: scenarios) {
            let comparison = try compare(
                try parseScript(.file(scenario.path), feature: scenario.feature), runner: runner, styles: styles)
            count += 1
            if let divergence = comparison.firstDivergence {
                divergences += 1
                print("✗ \(scenario.name)\n\(comparison.report())  DIVERGENCE: \(divergence)")
            } else {
                print("✓ \(scenario.name): all \(styles.count) styles agree")
                print(comparison.report(), terminator: "")
            }
        }
        guard count > 0 else { throw noScenarios() }
        print("\(count) scenarios, \(styles.count) styles, \(divergences) divergences")
        if divergences > 0 { throw ExitCode(1) }
    }

    /// Says there are no scenarios where `--scenarios` points, and gives exit status 2.
    private func noScenarios() -> ExitCode {
        printError("bindery: error: no scenarios under \(scenarios)/<feature>/*.scenario")
        return ExitCode(2)
    }

    /// What `--list` prints: a line per scenario, its name (`<feature>/<name>`, as `--all` names
    /// it), a tab, and its file.
    static func listing(_ scenarios: [ShippedScenario]) -> String {
        scenarios.map { "\($0.name)\t\($0.path)\n" }.joined()
    }
}

extension CompareCommand: TimeLimited {
    static let timeLimited = "a comparison (with --all, each scenario's)"
}
