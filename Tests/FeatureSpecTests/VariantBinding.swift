import Domain
import Features
import Lab
import ReactiveCore
import Synchronization

/// A style whose screens are a variant's where the variant makes the feature, and its style's
/// everywhere else: the spec plays it as it plays a style (`Style(VariantBinding.self)`), inside
/// ``with(_:of:_:)``, which says which variant, task by task.
enum VariantBinding: BindingStyle {
    /// What a spec run through the variant plays, and how many times it made the variant's screen.
    final class Playing: Sendable {
        let base: any BindingStyle.Type
        let screen: VariantScreen
        let made = Atomic(0)

        init(base: any BindingStyle.Type, screen: VariantScreen) {
            self.base = base
            self.screen = screen
        }
    }

    @TaskLocal static var playing: Playing?

    /// Runs `body` with `screen` standing in for its feature's screen in `style`; returns how many
    /// times the variant's screen was made (0: the spec's run never played the variant).
    @MainActor
    static func with(_ screen: VariantScreen, of style: Style, _ body: () async throws -> Void) async rethrows -> Int {
        let playing = Playing(base: style.binding, screen: screen)
        try await $playing.withValue(playing) { try await body() }
        return playing.made.load(ordering: .relaxed)
    }

    private static var current: Playing {
        guard let playing else { preconditionFailure("VariantBinding is played only inside VariantBinding.with") }
        return playing
    }

    /// Counts one making of the variant's screen.
    private static func made<View>(_ screen: Presentation<View>) -> Presentation<View> {
        current.made.add(1, ordering: .relaxed)
        return screen
    }

    static var id: String { playing?.base.id ?? "variant" }
    static var name: String { playing?.base.name ?? "variant" }
    static var summary: String { playing?.base.summary ?? "a variant" }

    @MainActor
    static func makePalette() -> Presentation<any PaletteView> {
        if case .palette(let make) = current.screen { return made(make()) }
        return current.base.makePalette()
    }

    @MainActor
    static func makeGreeting() -> Presentation<any GreetingView> {
        if case .greeting(let make) = current.screen { return made(make()) }
        return current.base.makeGreeting()
    }

    /// The lazily loaded greeting: no variant makes one, so the style's (a spec that plays it
    /// does not play the variant, and says so by the count ``with(_:of:_:)`` returns).
    @MainActor
    static func makeLazyGreeting() -> Presentation<any LazyGreetingView> {
        current.base.makeLazyGreeting()
    }

    @MainActor
    static func makeSearch(environment: FeatureEnvironment) -> Presentation<any SearchView> {
        if case .search(let make) = current.screen { return made(make(environment)) }
        return current.base.makeSearch(environment: environment)
    }

    @MainActor
    static func makeGenres(environment: FeatureEnvironment) -> Presentation<any GenresView> {
        if case .genres(let make) = current.screen { return made(make(environment)) }
        return current.base.makeGenres(environment: environment)
    }

    @MainActor
    static func makeLibrary(environment: FeatureEnvironment) -> Presentation<any LibraryView> {
        switch current.screen {
        case .library(let make), .listOnlyLibrary(let make): made(make(environment))
        default: current.base.makeLibrary(environment: environment)
        }
    }

    @MainActor
    static func makeEditor(track: Track, environment: FeatureEnvironment) -> Presentation<any EditorView> {
        if case .editor(let make) = current.screen { return made(make(track, environment)) }
        return current.base.makeEditor(track: track, environment: environment)
    }
}
