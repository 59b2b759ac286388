import Domain
import ReactiveCore

/// What each binding style provides: for every feature, a binder that connects any view
/// honoring the feature's contract to that style's view model, the way the style does it.
///
/// A binder plays the view controller's role: it makes the view model, connects it to the view
/// and keeps the connection alive until the returned disposable is disposed. Front ends and tests
/// implement the view contracts and pick a style; they never reach into a view model.
package protocol BindingStyle {
    /// Which style this is.
    static var style: Style { get }

    /// Connects a palette view to this style's palette view model.
    static func bindPalette(to view: PaletteView) -> Disposable

    /// Connects a greeting view to this style's greeting view model.
    static func bindGreeting(to view: GreetingView) -> Disposable

    /// Connects the lazily loaded greeting view to the same greeting view model.
    static func bindGreeting(to view: LazyGreetingView) -> Disposable

    /// Connects a search view to this style's search view model.
    static func bindSearch(to view: SearchView, environment: FeatureEnvironment) -> Disposable

    /// Connects a genres view to this style's genres view model.
    static func bindGenres(to view: GenresView, environment: FeatureEnvironment) -> Disposable

    /// Connects a library view to this style's library view model.
    static func bindLibrary(to view: LibraryView, environment: FeatureEnvironment) -> Disposable

    /// Opens the editor for `track` on `view`, with this style's editor view model.
    static func bindEditor(to view: EditorView, track: Track, environment: FeatureEnvironment) -> Disposable
}
