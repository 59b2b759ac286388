import Domain
import ReactiveCore

/// What each binding style provides: for every feature, a way to make its view model as a
/// ``Screen`` that any view honoring the feature's contract can be bound to, the way the style's
/// view controller does it.
///
/// Making and binding are apart wherever the style allows it (``Screen/Shape``), so a harness can
/// ask what happens when a view binds late, twice, or again. Front ends and tests implement the
/// view contracts and pick a style; they never reach into a view model. The one-call binders in
/// the extension (`bindSearch(to:environment:)`, …) make and bind at once, as a view controller's
/// `viewDidLoad` does. Making and binding happen on the main actor, as a view controller's work does.
///
/// It declares what a user of the style calls and nothing more: what the pitfall lab needs of a
/// style is the lab's own protocol, conformed to in a module of the lab's (`Modules/Lab`).
package protocol BindingStyle: SendableMetatype {
    /// The identifier scripts and command lines use: lowercase, words joined by `-`.
    static var id: String { get }

    /// The style's name for people.
    static var name: String { get }

    /// What the style is, in one line.
    static var summary: String { get }

    /// Makes this style's palette view model.
    @MainActor
    static func makePalette() -> Screen<PaletteView>

    /// Makes this style's greeting view model, for the eager view.
    @MainActor
    static func makeGreeting() -> Screen<GreetingView>

    /// Makes this style's greeting view model, for the view whose cells load lazily.
    @MainActor
    static func makeLazyGreeting() -> Screen<LazyGreetingView>

    /// Makes this style's search view model.
    @MainActor
    static func makeSearch(environment: FeatureEnvironment) -> Screen<SearchView>

    /// Makes this style's genres view model.
    @MainActor
    static func makeGenres(environment: FeatureEnvironment) -> Screen<GenresView>

    /// Makes this style's library view model.
    @MainActor
    static func makeLibrary(environment: FeatureEnvironment) -> Screen<LibraryView>

    /// Makes this style's editor view model for `track`.
    @MainActor
    static func makeEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView>
}

extension BindingStyle {
    /// Connects a palette view to a new palette view model until the result is disposed.
    @MainActor
    package static func bindPalette(to view: PaletteView) -> Disposable {
        makePalette().bind(to: view)
    }

    /// Connects a greeting view to a new greeting view model until the result is disposed.
    @MainActor
    package static func bindGreeting(to view: GreetingView) -> Disposable {
        makeGreeting().bind(to: view)
    }

    /// Connects the lazily loaded greeting view to a new greeting view model.
    @MainActor
    package static func bindGreeting(to view: LazyGreetingView) -> Disposable {
        makeLazyGreeting().bind(to: view)
    }

    /// Connects a search view to a new search view model until the result is disposed.
    @MainActor
    package static func bindSearch(to view: SearchView, environment: FeatureEnvironment) -> Disposable {
        makeSearch(environment: environment).bind(to: view)
    }

    /// Connects a genres view to a new genres view model until the result is disposed.
    @MainActor
    package static func bindGenres(to view: GenresView, environment: FeatureEnvironment) -> Disposable {
        makeGenres(environment: environment).bind(to: view)
    }

    /// Connects a library view to a new library view model until the result is disposed.
    @MainActor
    package static func bindLibrary(to view: LibraryView, environment: FeatureEnvironment) -> Disposable {
        makeLibrary(environment: environment).bind(to: view)
    }

    /// Opens the editor for `track` on `view` until the result is disposed.
    @MainActor
    package static func bindEditor(to view: EditorView, track: Track, environment: FeatureEnvironment) -> Disposable {
        makeEditor(track: track, environment: environment).bind(to: view)
    }
}
