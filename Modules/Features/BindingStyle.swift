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
package protocol BindingStyle: SendableMetatype {
    /// The identifier scripts and command lines use: lowercase, words joined by `-`.
    static var id: String { get }

    /// The style's name for people.
    static var name: String { get }

    /// What the style is, in one line.
    static var summary: String { get }

    /// What the style says makes its code long or short, and its run time dear or cheap.
    static var costNotes: CostNotes { get }

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

    /// Makes this style's library view model for a view with no place for the error message: the
    /// view controller binds the list, the navigation and the intents, and leaves the error
    /// message unbound, as the style's own code would for such a view.
    @MainActor
    static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Screen<LibraryView>

    /// Makes this style's editor view model for `track`.
    @MainActor
    static func makeEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView>

    /// Features written another way in this style, each avoiding a pitfall its main code shows
    /// (see ``StyleVariant``); none by default.
    static var variants: [StyleVariant] { get }

    /// Watches where `viewModel` (one of this style's, as a ``Screen`` keeps it, before a view is
    /// bound) changes its state, until the result is disposed: by default, every subject and
    /// relay it keeps (``StateWatch/subjects(of:_:)``). A style that keeps its state elsewhere
    /// watches that too, in its module's `Probes` folder (the instruments the project's tools use,
    /// which the cost report does not count as the style's code).
    static func watchState(of viewModel: AnyObject, _ report: @escaping StateWatch.Report) -> Disposable

    /// The work of the style's own kinds alive now (``LiveWork``), counted in debug builds; none
    /// by default.
    static func liveWork() -> LiveWork
}

extension BindingStyle {
    package static var variants: [StyleVariant] { [] }

    package static func watchState(of viewModel: AnyObject, _ report: @escaping StateWatch.Report) -> Disposable {
        StateWatch.subjects(of: viewModel, report)
    }

    package static func liveWork() -> LiveWork { .none }

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
