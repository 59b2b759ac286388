import Domain

/// What each binding style provides: for every feature, its view model and the view controller
/// that shows it on any view honoring the feature's contract, as a ``Presentation``.
///
/// The view controllers bind where the style's article binds (in `viewDidLoad`, or when a
/// reactor is set); whoever presents them calls only the lifecycle (``ViewController/load(_:)``,
/// ``ViewController/appear()``, ``ViewController/disappear()``, and release) and the user's
/// intents on a view that is on screen. Front ends and tests implement the view contracts and
/// pick a style; they never reach into a view model. Making and presenting happen on the main
/// actor, as a view controller's work does.
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

    /// Makes this style's palette view model and its view controllers.
    @MainActor
    static func makePalette() -> Presentation<any PaletteView>

    /// Makes this style's greeting view model and its view controllers, for the eager view.
    @MainActor
    static func makeGreeting() -> Presentation<any GreetingView>

    /// Makes this style's greeting view model and its view controllers, for the view whose
    /// cells load lazily.
    @MainActor
    static func makeLazyGreeting() -> Presentation<any LazyGreetingView>

    /// Makes this style's search view model and its view controllers.
    @MainActor
    static func makeSearch(environment: FeatureEnvironment) -> Presentation<any SearchView>

    /// Makes this style's genres view model and its view controllers.
    @MainActor
    static func makeGenres(environment: FeatureEnvironment) -> Presentation<any GenresView>

    /// Makes this style's library view model and its view controllers.
    @MainActor
    static func makeLibrary(environment: FeatureEnvironment) -> Presentation<any LibraryView>

    /// Makes this style's editor view model for `track` and its view controllers.
    @MainActor
    static func makeEditor(track: Track, environment: FeatureEnvironment) -> Presentation<any EditorView>
}
