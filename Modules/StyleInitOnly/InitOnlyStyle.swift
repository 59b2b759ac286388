import Domain
import Features
import ReactiveCore

/// The init-only style's view controllers. Each is made with the data model (if any) and the
/// view, hides its view model, and binds the view model's outputs right after making it: every
/// input goes to `init`, so binding a view makes a new view model (``Screen/Shape/madeByBinding``).
///
/// The view model has no dispose bag, so an effect (a save, a load) is an output too: it happens
/// only while the controller binds that output. The view contracts ask for effects whether or not
/// an output is bound; the controllers below bind every output, which meets that, and
/// `docs/PITFALLS.md` shows what a controller that leaves one out loses.
package enum InitOnlyStyle: BindingStyle {
    package static let style = Style.initOnly

    package static func makePalette() -> Screen<PaletteView> {
        .madeByBinding { PaletteController(view: $0) }
    }

    package static func makeGreeting() -> Screen<GreetingView> {
        .madeByBinding { view in
            GreetingController(name: view.name, validate: view.validateRequests, greeting: view.greeting)
        }
    }

    /// The bridge: every input goes to `init`, but the controls do not exist yet. The controller
    /// makes a relay per control before making the view model, and forwards each control into its
    /// relay as its cell appears.
    package static func makeLazyGreeting() -> Screen<LazyGreetingView> {
        .madeByBinding { LazyGreetingController(view: $0) }
    }

    package static func makeSearch(environment: FeatureEnvironment) -> Screen<SearchView> {
        .madeByBinding { SearchPresenter(view: $0, environment: environment) }
    }

    package static func makeGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        .madeByBinding { GenresController(view: $0, environment: environment) }
    }

    package static func makeLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        .madeByBinding { LibraryPresenter(view: $0, environment: environment) }
    }

    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        .madeByBinding { EditorPresenter(track: track, view: $0, environment: environment) }
    }
}
