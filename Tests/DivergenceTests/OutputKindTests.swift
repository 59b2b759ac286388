import AllStyles
import Features
import Foundation
import InitOnlyLab
import ReactiveCore
import ReactiveTesting
import Testing

@testable import Pitfalls

/// Each output declares its kind, and rows 1, 4, 5, 12 and 16 score it by that kind, one rule per
/// kind: an event is right when shown once to the view it was sent for, and a pitfall when lost
/// before its view loaded (row 1), shown again to a rebuilt view (row 12), or shown each time to a
/// view that appears long after (row 16).
@MainActor
@Suite(.tracksResources)
struct OutputKindTests {
    /// The one-shot events among the contracts' outputs; every other output is state.
    @Test func everyOutputDeclaresItsKind() {
        func events<Output: ViewOutput>(_: Output.Type) -> [String] {
            Output.allCases.filter { $0.kind == .event }.map(\.rawValue)
        }
        #expect(events(PaletteOutput.self) == [])
        #expect(events(GreetingOutput.self) == ["greeting"])
        #expect(events(SearchOutput.self) == ["showTrack"])
        #expect(events(GenresOutput.self) == ["message"])
        #expect(events(LibraryOutput.self) == ["openEditor"])
        #expect(events(EditorOutput.self) == ["saveResult", "close"])
    }

    /// The event rule, moment by moment: its faults and what they mean for the user, one
    /// mechanism per row.
    @Test func theEventRule() {
        let lost = EventVerdict(beforeLoad: 0).verdict(right: "right")
        #expect(lost.summary == "lost before its view loaded")
        #expect(lost.isPitfall)
        #expect(lost.evidence == "sent before its view loaded: shown 0 times: the deep link came to nothing")
        let replayed = EventVerdict(bound: 1, rebuilt: 1).verdict(right: "right")
        #expect(replayed.summary == "shown again after a rebuild")
        #expect(replayed.evidence == "sent while bound: once; after the rebuild: once: a replayed event")
        let stale = EventVerdict(stale: 3).verdict(right: "right")
        #expect(stale.summary == "stale: shown 3 times")
        #expect(
            stale.evidence
                == "sent while no view was loaded, shown long after: 3 times: each a stale event the user did not "
                + "ask for now")
        let right = EventVerdict(beforeLoad: 1, bound: 1, rebuilt: 0, stale: 1).verdict(right: "right")
        #expect(right.summary == "right")
        #expect(!right.isPitfall)
        #expect(EventVerdict(bound: 2).faults == ["shown more than once"])
    }

    /// D6, row 12: the greeting is not shown again to a rebuilt view in every style but the
    /// reactor, whose `@Pulse` replays it (as it replays its other pulses in the same row).
    @Test(arguments: Style.allCases)
    func rowTwelveScoresTheGreetingAsAnEvent(style: Style) async {
        let verdict = await GreetingProbes.eventReplayedToARebuiltView(style.binding.makeGreeting)
        switch style {
        case .reactor:
            #expect(verdict.summary == "shown again after a rebuild")
            #expect(verdict.isPitfall)
            #expect(
                verdict.evidence
                    == "the old view greeted Ada, the new one is greeted again: the greeting is an event; sent while "
                    + "bound: once; after the rebuild: once: a replayed event")
        default:
            #expect(verdict.summary == "once; not replayed")
            #expect(!verdict.isPitfall)
            let how = style == .initOnly ? " (the new view controller made a new view model)" : ""
            #expect(
                verdict.evidence
                    == "the old view greeted Ada once, the new one shows no greeting\(how): the greeting is an event, "
                    + "shown to the view bound when it was sent; sent while bound: once; after the rebuild: 0 times")
        }
    }

    /// D8, row 4: one init-only view model serves two views, its `let` Drivers driven by both;
    /// a screen that offers no way to still makes a view model per binding.
    @Test func rowFourTriesOneInitOnlyViewModelForTwoViews() async throws {
        let genres = try await GenresProbes.outputBoundTwice(template: catalog, Style.initOnly.binding.makeGenres)
        #expect(genres.summary == "one effect, one pipeline")
        #expect(
            genres.evidence
                == "1 genres() call for the refresh; the second view shows it loading, bound to the first view's "
                + "view model's Drivers (its intents cannot join: they go to init)")
        let library = try await LibraryProbes.outputBoundTwice(template: catalog, Style.initOnly.binding.makeLibrary)
        #expect(library.summary == "one effect, one pipeline")
        #expect(
            library.evidence
                == "1 toggleFavorite call, 1 observation of the favorites, the second view bound to the first view's "
                + "view model's Drivers")
        let apart = try await GenresProbes.outputBoundTwice(template: catalog, UnsharedGenres.makeGenres)
        #expect(apart.summary == "the second view misses it")
        #expect(apart.inherentCause == "binding a view made a new view model, which the other view does not see")
    }

    /// D9, row 5: init-only's inherent cause: a rebuilt view's controller makes a view model of
    /// its own as its view loads, so the state of the first is not the rebuilt view's.
    @Test func rowFiveNamesInitOnlysViewModelPerController() async throws {
        let palette = await PaletteProbes.viewRebuilt(Style.initOnly.binding.makePalette)
        #expect(palette.summary == "resets the state")
        #expect(
            palette.evidence
                == "the old view showed purple, the new one shows red (the new view controller made a new view model)")
        #expect(palette.inherentCause == Verdict.newViewModelPerBinding)
        let editor = try await EditorProbes.viewRebuilt(template: catalog, Style.initOnly.binding.makeEditor)
        #expect(editor.inherentCause == Verdict.newViewModelPerBinding)
        let cell = try await PitfallMatrix.cell(.viewRebuilt, .initOnly, template: catalog)
        #expect(
            cell.avoidanceText
                == "inherent: each view controller makes its own view model as its view loads, so nothing is kept "
                + "from one view to the next")
    }

    /// The feature spec's two-views test, as row 4's probe: the view where the user selected is
    /// shown the message once in every style; the other view too where outputs are shared (and in
    /// init-only, whose second view drives the first view model's Signal).
    @Test(arguments: Style.allCases)
    func rowFourPlaysAOneShotMessageWithTwoViews(style: Style) async throws {
        let verdict = try await GenresProbes.twoViewsMessage(template: catalog, style.binding.makeGenres)
        #expect(!verdict.isPitfall)
        switch style {
        case .transform:
            #expect(verdict.summary == "only the view that asked")
            #expect(
                verdict.evidence == "the view where the user selected, sent while bound: once; the other view: 0 times")
        case .initOnly:
            #expect(verdict.summary == "both views")
            #expect(
                verdict.evidence
                    == "the view where the user selected, sent while bound: once; the other view: once (bound to the "
                    + "first view's view model's outputs)")
        default:
            #expect(verdict.summary == "both views")
            #expect(
                verdict.evidence == "the view where the user selected, sent while bound: once; the other view: once")
        }
    }
}

extension OutputKindTests {
    /// Each feature lists its outputs with their kinds, from its `…Output` enum.
    @Test func eachFeatureListsItsOutputsKinds() {
        #expect(Feature.greeting.outputs.map(\.name) == ["greeting"])
        #expect(Feature.greeting.outputs.map(\.kind) == [.event])
        #expect(
            Feature.library.outputs.map { "\($0.name): \($0.kind)" } == [
                "items: state", "errorMessage: state", "openEditor: event",
            ])
        #expect(Feature.allCases.map { $0.outputs.count } == [2, 1, 4, 4, 3, 6])
    }
}

extension OutputKindTests {
    /// The JSON carries each feature's outputs with their kinds, and the rule of the rows that
    /// score by kind (schema 3).
    @Test func theJSONCarriesTheKindsAndTheRule() async throws {
        let matrix = try await PitfallMatrix.measure(
            template: catalog, situations: [.viewRebuilt, .reentrantFeedback], styles: [.mvb])
        let json = PitfallFormat.json.render(matrix)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 5)
        let kinds = try #require(object["outputKinds"] as? [String: [String: String]])
        #expect(kinds["greeting"] == ["greeting": "event"])
        #expect(kinds["palette"] == ["backgroundColor": "state", "buttonTitle": "state"])
        #expect(kinds.count == Feature.allCases.count)
        let situations = try #require(object["situations"] as? [[String: Any]])
        #expect(situations.map { $0["rule"] is String } == [true, false])
        #expect(
            situations.first?["rule"] as? String
                == "each output is scored by its kind, declared in its feature's contract (`…Output.kind`): state, "
                + "kept across a rebuild, or an input kept until the outputs are bound, is right; reset or lost is ⚠; "
                + "event, shown once, to the view it was sent for, is right: sent before its view loaded, lost is ⚠ "
                + "(row 1); shown again to a rebuilt view is ⚠ (row 12); several sent while no view was loaded, each "
                + "shown to a view that appears long after is ⚠ (stale, row 16).")
    }
}
