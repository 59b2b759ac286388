import Domain
import ReactiveCore

/// One feature written another way within the same style, to avoid a pitfall the style's main
/// code shows: what a team of that style would write once it knows the pitfall.
///
/// The pitfall matrix plays every situation in which the style's main code shows a pitfall again
/// on the style's variants of that feature; a variant that no longer shows it makes the pitfall
/// avoidable, at the price of the lines the variant adds (counted from ``source`` against
/// ``replaces``). A variant is tested in the style's own test target, as its main code is.
package struct StyleVariant: Sendable {
    /// What the variant does differently, in a few words: the fix a team would apply.
    package let fix: String
    /// The feature the variant makes, and how.
    package let screen: VariantScreen
    /// The variant's source file.
    package let source: String
    /// The main code's files the variant stands in for (its view model, its view controller).
    package let replaces: [String]

    /// A variant whose code is in `source` (by default, the file that declares it).
    package init(fix: String, screen: VariantScreen, replaces: [String], source: String = #filePath) {
        self.fix = fix
        self.screen = screen
        self.source = source
        self.replaces = replaces
    }
}

extension StyleVariant {
    /// The path of `file`, given relative to the style module of the calling file
    /// (`"Palette/PaletteViewModel.swift"`).
    package static func path(_ file: String, besides caller: String = #filePath) -> String {
        guard let range = caller.range(of: "/Modules/") else { return file }
        let module = caller[range.upperBound...].prefix { $0 != "/" }
        return caller[..<range.upperBound] + module + "/" + file
    }
}

/// How a ``StyleVariant`` makes its feature's screen, in the shape of the matching
/// `BindingStyle.make…` function.
package enum VariantScreen: Sendable {
    /// A palette.
    case palette(@MainActor @Sendable () -> Screen<PaletteView>)
    /// A greeting, for the eager view.
    case greeting(@MainActor @Sendable () -> Screen<GreetingView>)
    /// A search.
    case search(@MainActor @Sendable (FeatureEnvironment) -> Screen<SearchView>)
    /// A genres screen.
    case genres(@MainActor @Sendable (FeatureEnvironment) -> Screen<GenresView>)
    /// A library.
    case library(@MainActor @Sendable (FeatureEnvironment) -> Screen<LibraryView>)
    /// A library for a view with no place for the error message (as
    /// `BindingStyle.makeListOnlyLibrary(environment:)` makes).
    case listOnlyLibrary(@MainActor @Sendable (FeatureEnvironment) -> Screen<LibraryView>)
    /// An editor on a track.
    case editor(@MainActor @Sendable (Track, FeatureEnvironment) -> Screen<EditorView>)

    /// The feature the screen shows.
    package var feature: Feature {
        switch self {
        case .palette: .palette
        case .greeting: .greeting
        case .search: .search
        case .genres: .genres
        case .library, .listOnlyLibrary: .library
        case .editor: .editor
        }
    }
}
