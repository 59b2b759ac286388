import AllStyles
import Domain
import Features
import Lab
import Labs
import ReactiveCore
import ReactiveTesting
import Testing

@testable import Pitfalls

/// The matrix observes, it does not label: a style that is the reactor in every feature but the
/// palette, whose palette is the subjects style's (a lazy fold of the taps), flips exactly the
/// palette's outcomes of the situations that look at state, and nothing else.
@MainActor
@Suite(.tracksResources)
struct FlippedStyleTests {
    /// The reactor, but for the subjects style's palette.
    enum FlippedStyle: BindingStyle {
        static let id = "flipped"
        static let name = "Flipped"
        static let summary = "the reactor, with the subjects style's palette"
        static var reactor: any BindingStyle.Type { Style.named("reactor")!.binding }
        static var subjects: any BindingStyle.Type { Style.named("subjects")!.binding }

        static func makePalette() -> Presentation<any PaletteView> { subjects.makePalette() }
        static func makeGreeting() -> Presentation<any GreetingView> { reactor.makeGreeting() }
        static func makeLazyGreeting() -> Presentation<any LazyGreetingView> { reactor.makeLazyGreeting() }
        static func makeSearch(environment: FeatureEnvironment) -> Presentation<any SearchView> {
            reactor.makeSearch(environment: environment)
        }
        static func makeGenres(environment: FeatureEnvironment) -> Presentation<any GenresView> {
            reactor.makeGenres(environment: environment)
        }
        static func makeLibrary(environment: FeatureEnvironment) -> Presentation<any LibraryView> {
            reactor.makeLibrary(environment: environment)
        }
        static func makeEditor(track: Track, environment: FeatureEnvironment) -> Presentation<any EditorView> {
            reactor.makeEditor(track: track, environment: environment)
        }
    }

    /// The flipped style's lab: the reactor's library for a view with no error label and its
    /// deep link, no variants, and its view models' subjects watched.
    enum FlippedLab: StyleLab {
        static let style = Style(FlippedStyle.self)
        static let costNotes = CostNotes(longerCode: "", shorterCode: "", moreAtRunTime: "", lessAtRunTime: "")

        static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Presentation<any LibraryView> {
            Style.named("reactor")!.lab!.makeListOnlyLibrary(environment: environment)
        }

        static func deepLink(into viewModel: AnyObject) -> (@MainActor (Int) -> Void)? {
            Style.named("reactor")!.lab!.deepLink(into: viewModel)
        }
    }

    @Test @MainActor func onlyThePalettesCellsFlip() async throws {
        let reactor = try #require(Style.named("reactor"))
        let flipped = FlippedLab.style
        let situations = Situation.allCases.filter { !$0.needsTheMainThread && !$0.readsTheStylesTests }
        let matrix = try await PitfallMatrix.measure(
            template: catalog, situations: situations, styles: [reactor, flipped],
            labs: Style.labs + [FlippedLab.self])
        var flips: [String] = []
        for row in matrix.rows {
            let before = try #require(row.cells[reactor]).outcomes
            let after = try #require(row.cells[flipped]).outcomes
            #expect(before.map(\.subject) == after.map(\.subject))
            for (old, new) in zip(before, after) where old.verdict.summary != new.verdict.summary {
                flips.append("\(row.situation.number) \(new.subject): \(old.verdict.summary) → \(new.verdict.summary)")
            }
        }
        // Row 1 no longer flips: on the real lifecycle the view controller binds the outputs with
        // the intents as the view loads, so the lazy fold sees every tap.
        #expect(flips == ["5 palette: keeps the state → resets the state"])
    }
}
