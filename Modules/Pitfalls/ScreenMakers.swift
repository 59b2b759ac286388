import Domain
import Features
import Lab
import ReactiveCore

/// What a probe plays: the screens of one style's main code, or of one of its variants (only
/// the variant's feature). A probe on a feature the makers cannot make plays nothing.
struct ScreenMakers {
    var palette: (@MainActor () -> Presentation<any PaletteView>)?
    var greeting: (@MainActor () -> Presentation<any GreetingView>)?
    var lazyGreeting: (@MainActor () -> Presentation<any LazyGreetingView>)?
    var search: (@MainActor (FeatureEnvironment) -> Presentation<any SearchView>)?
    var genres: (@MainActor (FeatureEnvironment) -> Presentation<any GenresView>)?
    var library: (@MainActor (FeatureEnvironment) -> Presentation<any LibraryView>)?
    var listOnlyLibrary: (@MainActor (FeatureEnvironment) -> Presentation<any LibraryView>)?
    var editor: (@MainActor (Track, FeatureEnvironment) -> Presentation<any EditorView>)?
    /// The style whose main code the makers make (`nil` for a variant, or a probe's own).
    var style: Style?
    /// Watches where a screen's view model changes its state (the style's lab's
    /// ``StyleLab/watchState(of:_:)``).
    var watchState: (AnyObject, @escaping StateWatch.Report) -> Disposable = { _, _ in Disposables.create() }
    /// How a coordinator sends a library's view model a deep link without its view (the style's
    /// lab's ``StyleLab/deepLink(into:)``); `nil` for a view model that takes intents only from
    /// its view, and without a lab.
    var deepLink: @MainActor (AnyObject) -> (@MainActor (Int) -> Void)? = { _ in nil }
    /// The guards and harness pieces swapped for their alternatives: the style's guarded features
    /// in the article's form, and each probe's harness piece for its other form.
    var swapped: Set<VerdictSource> = []

    /// No screens: a probe's own, filled in one feature at a time.
    init() {}

    /// The screens of `style`'s main code, with what its `lab` adds: the list-only library and
    /// the state watch (without a lab, no list-only library, and the subjects are watched).
    init(_ style: Style, lab: (any StyleLab.Type)?, swapped: Set<VerdictSource> = []) {
        let binding = style.binding
        palette = binding.makePalette
        greeting = binding.makeGreeting
        lazyGreeting = binding.makeLazyGreeting
        search = binding.makeSearch(environment:)
        genres = binding.makeGenres(environment:)
        library = binding.makeLibrary(environment:)
        listOnlyLibrary = lab.map { $0.makeListOnlyLibrary(environment:) }
        editor = binding.makeEditor(track:environment:)
        if let lab {
            watchState = lab.watchState(of:_:)
            deepLink = lab.deepLink(into:)
        }
        self.style = style
        self.swapped = swapped
        for guarded in lab?.guardedFeatures ?? [] where swapped.contains(.project(guarded.projectGuard)) {
            use(guarded.articleForm.screen)
        }
    }

    /// The screen of `variant`, alone, watched as its style's `lab` watches its view models.
    init(_ variant: StyleVariant, of lab: (any StyleLab.Type)?, swapped: Set<VerdictSource> = []) {
        if let lab {
            watchState = lab.watchState(of:_:)
            deepLink = lab.deepLink(into:)
        }
        self.swapped = swapped
        use(variant.screen)
    }

    /// Makes the feature of `screen` with it, in place of what made it.
    mutating func use(_ screen: VariantScreen) {
        switch screen {
        case .palette(let make): palette = make
        case .greeting(let make): greeting = make
        case .lazyGreeting(let make): lazyGreeting = make
        case .search(let make): search = make
        case .genres(let make): genres = make
        case .library(let make): library = make
        case .listOnlyLibrary(let make): listOnlyLibrary = make
        case .editor(let make): editor = make
        }
    }
}
