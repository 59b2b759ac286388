import AllStyles
import Features
import Storage
import Testing
import Transcripts

@testable import Scenarios

/// One runner over the embedded catalog for all tests (each run copies it).
let runner = ScenarioRunner(database: try! AppDatabase.inMemory(catalog: try! CatalogFile.chinook()))

/// Runs `source` through every style and checks that they agree; returns the transform style's
/// transcript.
func runEverywhere(
    _ source: String, feature: Feature, sourceLocation: SourceLocation = #_sourceLocation
) async throws
    -> Transcript
{
    let script = try ScriptParser.parse(source, feature: feature)
    var transcripts: [Transcript] = []
    for style in Style.allCases { transcripts.append(try await runner.run(script, style: style)) }
    for (style, transcript) in zip(Style.allCases, transcripts) {
        #expect(transcript.byOutput == transcripts[0].byOutput, "\(style) disagrees", sourceLocation: sourceLocation)
    }
    return transcripts[0]
}

func events(_ transcript: Transcript, _ output: String) -> [String] {
    transcript.entries.filter { $0.output == output }.map { "@\($0.time) \($0.value)" }
}

@MainActor
struct ScenarioRunnerTests {
    @Test func palette() async throws {
        let transcript = try await runEverywhere("@100ms tap\n+100ms tap", feature: .palette)
        #expect(events(transcript, "backgroundColor") == ["@0 red", "@100 blue", "@200 purple"])
        #expect(events(transcript, "buttonTitle").last == "@200 \"Change to red\"")
    }

    @Test func greeting() async throws {
        let transcript = try await runEverywhere(
            "@0ms validate\n@100ms name \"  Ada \"\n@200ms validate", feature: .greeting)
        #expect(events(transcript, "greeting") == ["@0 \"Enter a name.\"", "@200 \"Hello, Ada!\""])
    }

    @Test func searchOnTheRealCatalogWithASlowFirstAnswer() async throws {
        let transcript = try await runEverywhere(
            """
            latency 500ms 50ms
            @0ms query "beautiful"
            +400ms query "beautiful d"
            +1s select 0
            """, feature: .search)
        #expect(events(transcript, "isLoading") == ["@0 false", "@300 true", "@750 false"])
        #expect(events(transcript, "results").count == 2)
        #expect(events(transcript, "results").last?.hasPrefix("@750 [\"Beautiful Day — U2\"") == true)
        #expect(events(transcript, "showTrack") == ["@1400 \"Beautiful Day — U2\""])
    }

    @Test func genresWithAFailure() async throws {
        let transcript = try await runEverywhere("fail 1\n@0ms load\n@100ms refresh\n@200ms select 0", feature: .genres)
        #expect(events(transcript, "errorMessage").count == 3)
        #expect(events(transcript, "message") == ["@200 \"Alternative: 40 tracks\""])
    }

    @Test func libraryAndEditor() async throws {
        let library = try await runEverywhere("@0ms favorite 0", feature: .library)
        #expect(events(library, "items") == ["@0 []"])

        let editor = try await runEverywhere(
            "latency 10ms\n@0ms open 1\n@100ms rating 4\n@200ms note \"loud\"\n@300ms save", feature: .editor)
        #expect(events(editor, "title") == ["@0 \"For Those About To Rock (We Salute You) — AC/DC\""])
        #expect(events(editor, "draft").first == "@10 {rating: 0, note: \"\"}")
        #expect(events(editor, "saveResult") == ["@310 \"Saved.\""])
        #expect(events(editor, "close") == ["@310 "])
    }

    @Test func openingATrackThatDoesNotExistIsReported() async throws {
        let script = try ScriptParser.parse("@0ms open 999999", feature: .editor)
        await #expect(throws: ScenarioError.noTrack(999_999)) { try await runner.run(script, style: Style.allCases[0]) }
    }

    @Test func theSameScriptGivesTheSameTranscriptEveryTime() async throws {
        let script = try ScriptParser.parse("@0ms query \"rock\"\n@500ms query \"bach\"", feature: .search)
        let first = try await runner.run(script, style: Style.allCases[0])
        #expect(try await runner.run(script, style: Style.allCases[0]) == first)
    }
}

/// The intents are data: every keyword a feature lists parses with an argument of its kind and
/// plays through every style, and a step the feature does not have is an error, not a no-op.
@MainActor
struct IntentTableTests {
    @Test(arguments: Feature.allCases)
    func everyIntentParsesAndPlays(feature: Feature) async throws {
        let steps = Intent.syntax(for: feature).enumerated().map { index, intent in
            let argument =
                switch intent.argument {
                case .none: ""
                case .text: #" "x""#
                case .number: intent.keyword == "open" ? " 1" : " 0"
                }
            return "@\(100 * (index + 1))ms \(intent.keyword)\(argument)"
        }
        let opening = feature == .editor ? "@0ms open 1\n" : ""
        let script = try ScriptParser.parse(opening + steps.joined(separator: "\n"), feature: feature)
        #expect(script.steps.count == steps.count + (opening.isEmpty ? 0 : 1))
        for style in Style.allCases {
            _ = try await runner.run(script, style: style)
        }
    }

    @Test func keywordsAreUniqueWithinAFeature() {
        for feature in Feature.allCases {
            let keywords = Intent.keywords(for: feature)
            #expect(Set(keywords).count == keywords.count, "\(feature) repeats a keyword")
        }
    }

    @Test func aStepTheFeatureDoesNotHaveIsAnError() async throws {
        var script = ScenarioScript(feature: .palette)
        script.steps = [.init(time: 0, intent: Intent("query", .text("x")), line: 1)]
        await #expect(throws: ScenarioError.unknownIntent("query")) {
            try await runner.run(script, style: Style.allCases[0])
        }
        script.steps = [.init(time: 0, intent: Intent("tap", .number(3)), line: 1)]
        await #expect(throws: ScenarioError.badArgument("tap")) {
            try await runner.run(script, style: Style.allCases[0])
        }
    }
}
