import AllStyles
import Features
import Testing

/// Both apps answer a usage error alike: status 2, the app's name and `error:`, what was wrong
/// and what is accepted; and both take a style by any of its names, in any case.
///
/// On the main actor, as the other suites that wait for a process: a wait on the cooperative
/// pool (two threads on two cores) would hold up the tests that need it.
@MainActor
struct UsageErrorTests {
    /// What both apps accept for `--styles`, as the error states it.
    let known =
        "the styles are \(Style.allCases.map(\.id).joined(separator: ", ")) (any case; `bindery styles` lists other names)"

    @Test func anUnknownStyleIsStatusTwoWithOnePrefixInBothApps() throws {
        let compare = try bindery("compare", "--all", "--styles", "nope")
        #expect(compare.status == 2)
        #expect(
            compare.errors.hasPrefix("bindery: error: no style 'nope' in --styles; \(known)\nUsage: bindery compare "))
        let tui = try binderyTUI("--styles", "nope")
        #expect(tui.status == 2)
        #expect(tui.errors.hasPrefix("bindery-tui: error: no style 'nope' in --styles; \(known)\nUsage: bindery-tui "))
        let run = try bindery("run", "search", "--style", "nope", "-e", "@0ms query \"bea\"")
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("bindery: error: no style 'nope' in --style; \(known)\nUsage: bindery run "))
        #expect(compare.output.isEmpty && tui.output.isEmpty && run.output.isEmpty)
    }

    @Test func comparingOneStyleIsAUsageErrorThatPointsAtRun() throws {
        let compare = try bindery("compare", "--all", "--styles", "ASYNC")
        #expect(compare.status == 2)
        #expect(
            compare.errors.hasPrefix(
                "bindery: error: --styles names one style, async: compare needs two or more (`bindery run --style async` plays one)\nUsage: bindery compare "
            ))
        #expect(compare.output.isEmpty)
    }

    @Test func anArgumentParserErrorHasTheSamePrefixAndStatus() throws {
        let unknown = try binderyTUI("--no-such-option")
        #expect(unknown.status == 2)
        #expect(unknown.errors.hasPrefix("bindery-tui: error: Unknown option '--no-such-option'\n"))
        let missing = try bindery("run", "search")
        #expect(missing.status == 2)
        #expect(missing.errors.hasPrefix("bindery: error: Missing expected argument '--style <style>'\n"))
    }

    @Test func bothAppsTakeAStyleByItsNameInAnyCase() throws {
        let compare = try bindery("compare", "palette", "--styles", "Model-View-Binding,ASYNC", "-e", "@1s tap")
        #expect(compare.status == 0)
        #expect(compare.output.hasSuffix("All 2 styles agree.\n"))
        let run = try bindery("run", "palette", "--style", "MODEL-VIEW-BINDING", "-e", "@100ms tap")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("@0ms backgroundColor red\n"))
        // `--keys` prints the keys and exits once the command line is parsed and validated: no
        // terminal needed.
        let tui = try binderyTUI("--styles", "Model-View-Binding,ASYNC", "--keys")
        #expect(tui.status == 0)
        #expect(tui.errors.isEmpty)
        #expect(tui.output.hasPrefix("|"))
    }

    @Test func aNegativeRatingIsStatusTwoWithTheRange() throws {
        let rate = try bindery(
            "library", "rate", "3430", "-1", environment: ["BINDERY_DATABASE": "/nonexistent/db.sqlite"])
        #expect(rate.status == 2)
        #expect(
            rate.errors.hasPrefix("bindery: error: A rating is 0 to 5 stars, not -1.\nUsage: bindery library rate "))
    }
}
