import Domain
import Features
import ReactiveCore

/// One feature written another way within the same style, to avoid a pitfall the style's main
/// code shows: what a team of that style would write once it knows the pitfall.
///
/// The pitfall matrix plays every situation in which the style's main code shows a pitfall again
/// on the style's variants of that feature; a variant that no longer shows it makes the pitfall
/// avoidable, at the price of the statements the variant adds or changes (counted from ``source``
/// against ``replaces``, its names renamed back). A variant is tested in its style's test target,
/// beside the main code it stands in for, and played through its feature's spec
/// (`VariantsThroughSpecTests`): a variant that fails it is not a fix (``breaks``).
package struct StyleVariant: Sendable {
    /// What the variant does differently, in a few words: the fix a team would apply.
    package let fix: String
    /// The feature the variant makes, and how.
    package let screen: VariantScreen
    /// The variant's source file, relative to the repository (`Modules/Lab/<Name>Lab/…`).
    package let source: String
    /// The main code's files the variant stands in for (its view model, its view controller),
    /// relative to the repository.
    package let replaces: [String]
    /// The checks of its feature's spec the variant fails, in the spec's words and order (empty
    /// for a variant that keeps the feature): the matrix shows a variant that avoids a pitfall but
    /// breaks the feature as no fix. `VariantsThroughSpecTests` keeps the list exact.
    package let breaks: [String]
    /// Whether the variant is an idiom a team might reach for that the matrix plays to see if it
    /// avoids the pitfall at all: one that does not is named beside the fix that does ("not: …").
    package let isAnAttempt: Bool

    /// A variant whose code is in `source`, standing in for `replaces`, each relative to the
    /// repository, failing the checks `breaks` names of its feature's spec.
    package init(
        fix: String, screen: VariantScreen, replaces: [String], source: String, breaks: [String] = [],
        isAnAttempt: Bool = false
    ) {
        self.fix = fix
        self.screen = screen
        self.source = source
        self.replaces = replaces
        self.breaks = breaks
        self.isAnAttempt = isAnAttempt
    }
}

/// How a ``StyleVariant`` makes its feature's screen, in the shape of the matching
/// `BindingStyle.make…` function (or ``StyleLab/makeListOnlyLibrary(environment:)``).
package enum VariantScreen: Sendable {
    /// A palette.
    case palette(@MainActor @Sendable () -> Screen<PaletteView>)
    /// A greeting, for the eager view.
    case greeting(@MainActor @Sendable () -> Screen<GreetingView>)
    /// A greeting, for the lazily loaded view.
    case lazyGreeting(@MainActor @Sendable () -> Screen<LazyGreetingView>)
    /// A search.
    case search(@MainActor @Sendable (FeatureEnvironment) -> Screen<SearchView>)
    /// A genres screen.
    case genres(@MainActor @Sendable (FeatureEnvironment) -> Screen<GenresView>)
    /// A library.
    case library(@MainActor @Sendable (FeatureEnvironment) -> Screen<LibraryView>)
    /// A library for a view with no place for the error message (as
    /// ``StyleLab/makeListOnlyLibrary(environment:)`` makes).
    case listOnlyLibrary(@MainActor @Sendable (FeatureEnvironment) -> Screen<LibraryView>)
    /// An editor on a track.
    case editor(@MainActor @Sendable (Track, FeatureEnvironment) -> Screen<EditorView>)

    /// The feature the screen shows.
    package var feature: Feature {
        switch self {
        case .palette: .palette
        case .greeting, .lazyGreeting: .greeting
        case .search: .search
        case .genres: .genres
        case .library, .listOnlyLibrary: .library
        case .editor: .editor
        }
    }
}
