import AllStyles
import Features
import Foundation
import InitOnlyLab
import ReactiveCore
import ReactiveTesting
import Testing

@testable import Pitfalls

/// Each output declares its kind, and rows 1, 4, 5 and 12 score it by that kind, one rule per
/// kind: the greeting, an event, is right when shown once to a bound view, and a pitfall when lost
/// for want of a bound view or shown again to a rebuilt one.
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

    /// The event rule, moment by moment: its faults and what they mean for the user.
    @Test func theEventRule() {
        let lost = EventVerdict.of(unbound: 0, bound: 1, rebuilt: 0)
        #expect(lost.summary == "lost while unbound")
        #expect(lost.isPitfall)
        #expect(
            lost.evidence
                == "sent while unbound: shown 0 times; sent while bound: once; after the rebuild: 0 times: "
                + "a user's action came to nothing")
        let replayed = EventVerdict.of(unbound: 1, bound: 1, rebuilt: 1)
        #expect(replayed.summary == "shown again after a rebuild")
        #expect(replayed.evidence.hasSuffix("after the rebuild: once: a replayed event"))
        let both = EventVerdict(unbound: 0, rebuilt: 1).verdict(right: "right")
        #expect(both.summary == "lost while unbound, shown again after a rebuild")
        let right = EventVerdict.of(unbound: 1, bound: 1, rebuilt: 0)
        #expect(right.summary == "once, even sent unbound")
        #expect(!right.isPitfall)
        #expect(EventVerdict(bound: 2).faults == ["shown more than once"])
        // A style whose intents bind the view too has no unbound moment: the probe says so.
        let noUnbound = EventVerdict.of(unbound: 1, bound: 1, rebuilt: 1, boundWithIntents: true)
        #expect(noUnbound.summary == "shown again after a rebuild")
        #expect(
            noUnbound.evidence
                == "binding the intents bound the outputs too (the view was shown them before they were bound on "
                + "their own), so no event was sent while no view was bound; sent while bound: once; after the "
                + "rebuild: once: a replayed event")
        #expect(
            EventVerdict.of(unbound: 1, bound: 1, rebuilt: 0, boundWithIntents: true).summary
                == "once; no unbound moment")
    }

    /// D6, row 1, on the real lifecycle: every view controller binds its view's intents and its
    /// outputs together as the view loads (or as its reactor is set), so the greeting a user asks
    /// for as soon as the view is on screen is shown once in every style.
    @Test(arguments: Style.allCases)
    func rowOneScoresTheGreetingAsAnEvent(style: Style) async {
        let verdict = await GreetingProbes.inputBeforeOutputs(style.binding.makeGreeting)
        #expect(verdict.summary == "keeps the input")
        #expect(!verdict.isPitfall)
        #expect(
            verdict.evidence
                == "the view controller bound the outputs with the intents as the view loaded, and they greet Ada "
                + "once: the greeting is an event; sent while bound: once")
    }

    /// D6, row 5: the greeting is not shown again to a rebuilt view in every style but the
    /// reactor, whose `@Pulse` replays it (as row 12 finds of its other pulses).
    @Test(arguments: Style.allCases)
    func rowFiveScoresTheGreetingAsAnEvent(style: Style) async {
        let verdict = await GreetingProbes.viewRebuilt(style.binding.makeGreeting)
        switch style {
        case .reactor:
            #expect(verdict.summary == "shown again")
            #expect(verdict.isPitfall)
            #expect(
                verdict.evidence
                    == "the old view greeted Ada, the new one is greeted again: the greeting is an event; sent while "
                    + "bound: once; after the rebuild: once: a replayed event")
        default:
            #expect(verdict.summary == "not shown again")
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
                == "1 genres() call; the second view shows the genres, bound to the first view's view model's "
                + "Drivers (its intents cannot join: they go to init)")
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
                + "event, shown exactly once to a bound view is right; lost because no view was bound is ⚠ (a user's "
                + "action came to nothing); shown again to a rebuilt view is ⚠.")
    }
}
