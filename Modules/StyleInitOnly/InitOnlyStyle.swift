import Domain
import Features
import ReactiveCore

/// The init-only style's view controllers. Each is made with the data model (if any), and as its
/// view loads (`viewDidLoad`) makes its view model with the view's controls, hides it, and binds
/// the view model's outputs right after making it, as the article's do: every input goes to the
/// view model's `init`, so each view controller has a view model of its own.
///
/// The view model has no dispose bag, so an effect (a save, a load) is an output too: it happens
/// only while the controller binds that output. The view contracts ask for effects whether or not
/// an output is bound; the controllers below bind every output, which meets that, and
/// `docs/PITFALLS.md` shows what a controller that leaves one out loses.
package enum InitOnlyStyle: BindingStyle {
    package static let id = "init-only"
    package static let name = "Init-only"
    package static let summary =
        "inputs go to init, outputs are lets (Drivers and Signals), logic lives in static functions"
}

extension Style {
    /// Init-only: inputs go to init, outputs are lets (Drivers and Signals), logic lives in static functions.
    package static let initOnly = Style(InitOnlyStyle.self)
}
