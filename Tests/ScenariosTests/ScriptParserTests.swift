import Features
import Testing

@testable import Scenarios

@MainActor
struct ScriptParserTests {
    @Test func readsTheIssuesExample() throws {
        let script = try ScriptParser.parse(
            """
            # search: a slow first answer must not overwrite the second
            @0ms     query "bea"
            +100ms   query "beat"
            +1s      select 0
            """, feature: .search)
        #expect(
            script.steps == [
                .init(time: 0, intent: Intent("query", .text("bea")), line: 2),
                .init(time: 100, intent: Intent("query", .text("beat")), line: 3),
                .init(time: 1_100, intent: Intent("select", .number(0)), line: 4),
            ])
        #expect(script.latencies == [0])
        #expect(script.failingCalls.isEmpty)
    }

    @Test func readsSettingsEscapesAndEveryFeaturesIntents() throws {
        let search = try ScriptParser.parse(
            """
            latency 500ms 50ms 1.5s
            fail 2 4   # the second and fourth calls fail
            @1s query "say \\"hi\\" \\\\ bye"
            """, feature: .search)
        #expect(search.latencies == [500, 50, 1_500])
        #expect(search.failingCalls == [2, 4])
        #expect(search.steps.map(\.intent) == [Intent("query", .text(#"say "hi" \ bye"#))])

        let cases: [(Feature, String, Intent)] = [
            (.palette, "tap", Intent("tap")), (.greeting, #"name "Ada""#, Intent("name", .text("Ada"))),
            (.greeting, "validate", Intent("validate")), (.greeting, "name-cell", Intent("name-cell")),
            (.greeting, "button-cell", Intent("button-cell")), (.genres, "load", Intent("load")),
            (.genres, "refresh", Intent("refresh")), (.genres, "select 3", Intent("select", .number(3))),
            (.library, "favorite 1", Intent("favorite", .number(1))), (.editor, "open 42", Intent("open", .number(42))),
            (.editor, "rating 5", Intent("rating", .number(5))), (.editor, #"note "ok""#, Intent("note", .text("ok"))),
            (.editor, "save", Intent("save")), (.editor, "cancel", Intent("cancel")),
        ]
        for (feature, text, intent) in cases {
            #expect(try ScriptParser.parse("@0ms \(text)", feature: feature).steps.map(\.intent) == [intent])
        }
    }

    @Test(
        arguments: [
            ("@0ms tapp", 1, 6, "'tapp' is not an intent of palette; expected tap, disappear, appear, rebuild, leave"),
            ("@0ms query bea", 1, 12, "'query' takes a double-quoted string"),
            ("@0ms query \"bea", 1, 12, "unterminated string: add the closing \""),
            ("@0ms query \"b\\e\"", 1, 14, "unknown escape '\\e'; a string may escape only \\\" and \\\\"),
            ("@0ms select", 1, 12, "'select' needs an argument"),
            ("@0ms select two", 1, 13, "'select' takes a whole number; found two"),
            ("@0ms select 1 2", 1, 15, "'select' takes one argument"),
            ("@0 query \"x\"", 1, 2, "expected a duration such as 300ms or 1.5s; found '0'"),
            (
                "@5ms query \"x\"\n@1ms query \"y\"", 2, 1,
                "time goes backwards: 1ms comes before the previous step at 5ms"
            ),
            (
                "query \"x\"", 1, 1,
                "expected a time such as @0ms or +100ms, or a setting (latency, fail, favorites); found 'query'"
            ),
            ("favorites 3 x", 1, 13, "expected a track id; found x"),
            ("@0ms query \"x\"\nlatency 5ms", 2, 1, "settings must come before the first step"),
            ("fail zero", 1, 6, "expected a call number (1, 2, …); found zero"),
            ("latency", 1, 8, "'latency' needs at least one value"),
            ("@0ms", 1, 5, "expected an intent after the time"),
        ])
    func malformedScriptsAreRejectedWithTheirPosition(source: String, line: Int, column: Int, message: String) {
        let feature: Feature = source.contains("tapp") ? .palette : .search
        #expect(throws: ScriptError(line: line, column: column, message)) {
            try ScriptParser.parse(source, feature: feature)
        }
    }

    @Test func errorsRenderLikeACompilersWithACaret() throws {
        let source = "@0ms query \"bea\"\n+100ms   tapp\n"
        let error = #expect(throws: ScriptError.self) { try ScriptParser.parse(source, feature: .search) }
        #expect(
            error?.rendered(file: "slow.scenario", source: source) == """
                slow.scenario:2:10: error: 'tapp' is not an intent of search; expected query, select, disappear, appear, rebuild, leave
                +100ms   tapp
                         ^
                """)
    }

    @Test func blankLinesAndCommentsAreIgnored() throws {
        let script = try ScriptParser.parse("\n   # nothing\n\t\n@0ms tap # and a comment\n", feature: .palette)
        #expect(script.steps == [.init(time: 0, intent: Intent("tap"), line: 4)])
    }
}
