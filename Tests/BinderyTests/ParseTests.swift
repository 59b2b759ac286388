import AllStyles
import ArgumentParser
import Features
import Foundation
import Scenarios
import Testing

@testable import bindery

/// The CLI's command lines parsed in-process, as `bindery` parses them, with the message a user
/// gets for each mistake.
struct ParseTests {
    @Test func runWithoutAScriptAsksForOne() {
        expectParseError(["run", "search", "--style", "mvb"], "give a script with --script FILE or -e \"…\"")
    }

    @Test func runWithBothScriptsAsksForOne() {
        expectParseError(
            ["run", "search", "--style", "mvb", "--script", "a.scenario", "-e", "@0ms tap"],
            "give a script with --script FILE or -e \"…\", but not both")
    }

    @Test func anUnknownStyleIsNamed() {
        let error = #expect(throws: (any Error).self) { try Bindery.parseAsRoot(["run", "search", "--style", "x"]) }
        #expect(
            Bindery.message(for: error!)
                == "no style 'x' in --style; the styles are \(Style.allCases.map(\.id).joined(separator: ", ")) "
                + "(any case; `bindery styles` lists other names)")
    }

    @Test func compareAllTakesNoFeature() {
        expectParseError(
            ["compare", "--all", "palette"], "--all runs the shipped scenarios; give no feature or script with it")
    }

    @Test func compareTakesTheStylesInOrder() throws {
        let command = try #require(
            try Bindery.parseAsRoot(["compare", "--all", "--styles", "mvb, transform"]) as? CompareCommand)
        #expect(try command.styles.chosen.map(\.id) == ["mvb", "transform"])
        let every = try #require(try Bindery.parseAsRoot(["compare", "--all"]) as? CompareCommand)
        #expect(try every.styles.chosen == Style.allCases)
    }

    @Test func compareRejectsAStyleNamedTwiceOrUnknown() {
        expectParseError(["compare", "--all", "--styles", "mvb,mvb"], "--styles names 'mvb' twice")
        expectParseError(
            ["compare", "--all", "--styles", "mvb,"],
            "no style '' in --styles; the styles are \(Style.allCases.map(\.id).joined(separator: ", ")) "
                + "(any case; `bindery styles` lists other names)")
        expectParseError(["compare", "--all", "--styles", "mvb,Model-View-Binding"], "--styles names 'mvb' twice")
    }

    @Test func aStyleIsNamedByItsIdentifierOrItsNameInAnyCase() throws {
        let styles = try #require(
            try Bindery.parseAsRoot(["compare", "--all", "--styles", "Model-View-Binding, ASYNC, Init-Only"])
                as? CompareCommand)
        #expect(try styles.styles.chosen.map(\.id) == ["mvb", "async", "init-only"])
        let run = try #require(
            try Bindery.parseAsRoot(["run", "search", "--style", "MVB", "-e", "@0ms query \"bea\""]) as? RunCommand)
        #expect(try run.style.chosen.id == "mvb")
        #expect(Style.named("async/await + observation")?.id == "async")
        #expect(Style.named("nope") == nil)
    }

    @Test func aRatingOutOfRangeNegativeIncludedGetsTheRange() throws {
        expectParseError(["library", "rate", "3430", "-1"], "A rating is 0 to 5 stars, not -1.")
        expectParseError(["library", "rate", "3430", "6"], "A rating is 0 to 5 stars, not 6.")
        expectParseError(["library", "rate", "3430", "four"], "A rating is 0 to 5 stars, not 'four'.")
        expectParseError(["library", "rate", "3430"], "give the rating, 0 to 5 stars")
        expectParseError(["library", "rate", "3430", "4", "5"], "give one rating, 0 to 5 stars, not 4 5")
        let rate = try #require(
            try Bindery.parseAsRoot(["library", "rate", "3430", "0", "--database", "/tmp/x.sqlite"])
                as? LibraryCommand.Rate)
        #expect(try rate.rating.stars == 0)
        #expect(rate.location.database == "/tmp/x.sqlite")
    }

    @Test func aRatingsUsageAsksForOneRating() {
        let help = Bindery.helpMessage(for: LibraryCommand.Rate.self, columns: 200)
        #expect(help.contains("USAGE: bindery library rate <track> <stars> [--database <database>]\n"))
    }

    /// Each command's `--time-limit` help says what one limit bounds there, and only there.
    @Test func eachTimeLimitSaysWhatItBounds() {
        let bounded: [(any ParsableCommand.Type, String)] = [
            (RunCommand.self, "the run"), (CompareCommand.self, "a comparison (with --all, each scenario's)"),
            (PitfallsCommand.self, "the matrix (all its situations together)"),
        ]
        for (command, what) in bounded {
            let help = Bindery.helpMessage(for: command, columns: 500)
            #expect(help.contains("Give up, with exit status 3, if \(what) has not finished after this many seconds."))
            let isCompare = ObjectIdentifier(command) == ObjectIdentifier(CompareCommand.self)
            #expect(help.contains("each scenario's") == isCompare)
        }
    }

    @Test func compareListsTheShippedScenariosAndPlaysNone() throws {
        let command = try #require(try Bindery.parseAsRoot(["compare", "--list"]) as? CompareCommand)
        #expect(command.list)
        let alone = "--list lists the shipped scenarios; give no feature, script or --all with it"
        expectParseError(["compare", "--list", "--all"], alone)
        expectParseError(["compare", "--list", "search", "-e", "@0ms query \"bea\""], alone)
        let shipped = repositoryRoot.appendingPathComponent("docs/scenarios").path
        let listing = CompareCommand.listing(ShippedScenario.all(under: shipped)).split(separator: "\n")
        #expect(listing.count == 16)
        #expect(listing.first == "palette/cycle\t\(shipped)/palette/cycle.scenario")
        #expect(listing.last == "editor/save-fails\t\(shipped)/editor/save-fails.scenario")
    }

    @Test func theDataCommandsTakeADatabase() throws {
        let command = try #require(
            try Bindery.parseAsRoot(["library", "list", "--database", "/tmp/x.sqlite"]) as? LibraryCommand.List)
        #expect(command.location.database == "/tmp/x.sqlite")
    }
}

/// Expects `arguments` not to parse, with `message` as what `bindery` prints for it.
func expectParseError(_ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        let command = try Bindery.parseAsRoot(arguments)
        Issue.record("parsed as \(type(of: command))", sourceLocation: sourceLocation)
    } catch {
        #expect(Bindery.message(for: error) == message, sourceLocation: sourceLocation)
    }
}
