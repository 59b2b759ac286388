import Features
import ReactiveCore

/// What the pitfall lab and the cost report need of a binding style beyond what its users call:
/// the library for a view with no error label, the features written another way, what the style
/// says of its costs, and where its view models keep their state.
///
/// Each style's lab is a module of its own, `Modules/Lab/<Name>Lab`, a client of the style's
/// module (which gives it `package` access where a variant needs the style's internals), and the
/// lab's registry (`Style.labs`, in the `Labs` module) pairs it with the style. The style's
/// module holds the style only.
package protocol StyleLab: SendableMetatype {
    /// The style this lab is about.
    static var style: Style { get }

    /// What the style says makes its code long or short, and its run time dear or cheap.
    static var costNotes: CostNotes { get }

    /// Makes the style's library view model for a view with no place for the error message: the
    /// view controller binds the list, the navigation and the intents, and leaves the error
    /// message unbound, as the style's own code would for such a view.
    @MainActor
    static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Presentation<any LibraryView>

    /// Features written another way in the style, each avoiding a pitfall its main code shows
    /// (see ``StyleVariant``); none by default.
    static var variants: [StyleVariant] { get }

    /// The features whose main code carries a guard this project chose where the style's article
    /// writes it otherwise, each with the article's form (see ``ProjectGuard``); none by default.
    static var guardedFeatures: [GuardedFeature] { get }

    /// Watches where `viewModel` (one of the style's, as a `Presentation` keeps it, before a view
    /// loads) changes the state the subject and relay watch cannot see, until the result is
    /// disposed: the subjects and relays it creates, stored or local, are watched as they are
    /// created (``StateWatch/Creations``), so by default nothing more. A style that keeps its
    /// state elsewhere (a reactor's state stream, an `@Observable` model) watches that.
    static func watchState(of viewModel: AnyObject, _ report: @escaping StateWatch.Report) -> Disposable

    /// How a coordinator that keeps `viewModel` (a library's, of the style's main code or of one
    /// of its variants) asks it, without a view, to open the editor of the favorite at a row, as a
    /// deep link does: through the intent the view model offers besides its view (an input
    /// method, an input subject or relay, a reactor's action, a model's method). `nil` when the
    /// view model takes its intents only from its view (transform's `Input`, init-only's `init`);
    /// none by default.
    @MainActor
    static func deepLink(into viewModel: AnyObject) -> (@MainActor (Int) -> Void)?
}

extension StyleLab {
    package static var variants: [StyleVariant] { [] }

    package static var guardedFeatures: [GuardedFeature] { [] }

    package static func watchState(of viewModel: AnyObject, _ report: @escaping StateWatch.Report) -> Disposable {
        Disposables.create()
    }

    @MainActor
    package static func deepLink(into viewModel: AnyObject) -> (@MainActor (Int) -> Void)? { nil }
}
