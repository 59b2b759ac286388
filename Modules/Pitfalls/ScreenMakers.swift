import Domain
import Features
import ReactiveCore

/// What a probe plays: the screens of one style's main code, or of one of its variants (only
/// the variant's feature). A probe on a feature the makers cannot make plays nothing.
struct ScreenMakers {
    var palette: (() -> Screen<PaletteView>)?
    var greeting: (() -> Screen<GreetingView>)?
    var lazyGreeting: (() -> Screen<LazyGreetingView>)?
    var search: ((FeatureEnvironment) -> Screen<SearchView>)?
    var genres: ((FeatureEnvironment) -> Screen<GenresView>)?
    var library: ((FeatureEnvironment) -> Screen<LibraryView>)?
    var listOnlyLibrary: ((FeatureEnvironment) -> Screen<LibraryView>)?
    var editor: ((Track, FeatureEnvironment) -> Screen<EditorView>)?

    /// No screens: a probe's own, filled in one feature at a time.
    init() {}

    /// The screens of `style`'s main code.
    init(_ style: Style) {
        let binding = style.binding
        palette = binding.makePalette
        greeting = binding.makeGreeting
        lazyGreeting = binding.makeLazyGreeting
        search = binding.makeSearch(environment:)
        genres = binding.makeGenres(environment:)
        library = binding.makeLibrary(environment:)
        listOnlyLibrary = binding.makeListOnlyLibrary(environment:)
        editor = binding.makeEditor(track:environment:)
    }

    /// The screen of `variant`, alone.
    init(_ variant: StyleVariant) {
        switch variant.screen {
        case .palette(let make): palette = make
        case .greeting(let make): greeting = make
        case .search(let make): search = make
        case .genres(let make): genres = make
        case .library(let make): library = make
        case .listOnlyLibrary(let make): listOnlyLibrary = make
        case .editor(let make): editor = make
        }
    }
}
