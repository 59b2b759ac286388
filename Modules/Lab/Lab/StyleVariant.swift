import Domain
import Features
import ReactiveCore

/// One feature written another way within the same style, to avoid a pitfall the style's main
/// code shows: what a team of that style would write once it knows the pitfall, as the patch it
/// would apply (``LabPatch``, compiled by the LabFixes plugin into a namespace of its own).
///
/// The pitfall matrix plays every situation in which the style's main code shows a pitfall again
/// on the style's variants of that feature that claim the situation's row (``rows``); a variant
/// that no longer shows it makes the pitfall avoidable, at the price of the statements its patch
/// adds or changes (counted on the original and the patched files, under the same names). A
/// variant is tested in its style's test target, beside the main code it stands in for, and
/// played through its feature's spec (`VariantsThroughSpecTests`): a variant that fails it is not
/// a fix (``breaks``).
package struct StyleVariant: Sendable {
    /// The fix's patch and what its header says.
    package let patch: LabPatch
    /// The feature the variant makes, and how.
    package let screen: VariantScreen

    /// A variant made by the fix `fix` (a namespace the LabFixes plugin generated), its screen
    /// made by `screen`.
    package init(_ fix: any LabFix.Type, screen: VariantScreen) {
        self.patch = fix.patch
        self.screen = screen
    }

    /// What the variant does differently, then each side effect: the fix a team would apply.
    package var fix: String { patch.description }
    /// The patch's path, relative to the repository (`Modules/Lab/<Name>Lab/Fixes/…`).
    package var source: String { patch.path }
    /// The main code's files the patch changes, relative to the repository.
    package var replaces: [String] { patch.changedFiles }
    /// The rows of the matrix whose pitfall the variant claims to avoid.
    package var rows: [Int] { patch.rows }
    /// The checks of its feature's spec the variant fails, in the spec's words and order (empty
    /// for a variant that keeps the feature): the matrix shows a variant that avoids a pitfall but
    /// breaks the feature as no fix. `VariantsThroughSpecTests` keeps the list exact.
    package var breaks: [String] { patch.breaks }
    /// Whether the variant is an idiom a team might reach for that the matrix plays to see if it
    /// avoids the pitfall at all: one that does not is named beside the fix that does ("not: …").
    package var isAnAttempt: Bool { patch.isAnAttempt }
}

/// How a ``StyleVariant`` makes its feature's screen, in the shape of the matching
/// `BindingStyle.make…` function (or ``StyleLab/makeListOnlyLibrary(environment:)``).
package enum VariantScreen: Sendable {
    /// A palette.
    case palette(@MainActor @Sendable () -> Presentation<any PaletteView>)
    /// A greeting, for the eager view.
    case greeting(@MainActor @Sendable () -> Presentation<any GreetingView>)
    /// A greeting, for the lazily loaded view.
    case lazyGreeting(@MainActor @Sendable () -> Presentation<any LazyGreetingView>)
    /// A search.
    case search(@MainActor @Sendable (FeatureEnvironment) -> Presentation<any SearchView>)
    /// A genres screen.
    case genres(@MainActor @Sendable (FeatureEnvironment) -> Presentation<any GenresView>)
    /// A library.
    case library(@MainActor @Sendable (FeatureEnvironment) -> Presentation<any LibraryView>)
    /// A library for a view with no place for the error message (as
    /// ``StyleLab/makeListOnlyLibrary(environment:)`` makes).
    case listOnlyLibrary(@MainActor @Sendable (FeatureEnvironment) -> Presentation<any LibraryView>)
    /// An editor on a track.
    case editor(@MainActor @Sendable (Track, FeatureEnvironment) -> Presentation<any EditorView>)

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
