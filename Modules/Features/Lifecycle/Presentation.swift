/// What a style gives whoever presents one of its features (a coordinator: the scenario runner,
/// the spec, a probe, the terminal UI): the feature's view model, made once and kept, and view
/// controllers over it, made as often as the view is (re)built.
///
/// ```swift
/// let library = SubjectsStyle.makeLibrary(environment: environment)  // the view model, kept
/// let controller = library.makeViewController()
/// controller.load(view)
/// controller.appear()       // the user may act now
/// controller.disappear()    // a tab switch: the controller and the view model stay
/// let rebuilt = library.makeViewController()  // a rebuild: a new controller, the same view model
/// ```
///
/// Releasing is letting go: the controllers, and the view model with the presentation.
@MainActor
package struct Presentation<View> {
    private let keeper: Keeper
    private let make: () -> ViewController<View>

    /// A presentation that keeps `viewModel` and makes its view controllers with `viewController`.
    ///
    /// - Parameters:
    ///   - viewModel: the view model (or model, or reactor), kept for as long as the presentation.
    ///   - whenReleased: what the owner does as it lets the view model go, if anything.
    ///   - viewController: makes a view controller over `viewModel`.
    package init(
        _ viewModel: AnyObject, whenReleased: (@MainActor () -> Void)? = nil,
        viewController: @escaping () -> ViewController<View>
    ) {
        let keeper = Keeper(viewModel, whenReleased: whenReleased)
        self.keeper = keeper
        make = viewController
    }

    /// A presentation whose view controllers each make their own view model (init-only's: the
    /// view model's inputs are the view's controls, so there is none before a view loads).
    /// ``viewModel`` is then the latest view controller made, which alone holds its view model.
    ///
    /// - Parameters:
    ///   - viewController: makes a view controller, which makes its view model as its view loads.
    ///   - showOutputs: with it, a view controller asked for while the latest one is on screen (a
    ///     second view beside the first) is `showOutputs(latest)`: one that shows the latest one's
    ///     view model's outputs, whose intents cannot join (they went to its `init`).
    package init<Controller: ViewController<View>>(
        makingItsViewModel viewController: @escaping () -> Controller,
        alongside showOutputs: ((Controller) -> ViewController<View>)? = nil
    ) {
        let keeper = Keeper(nil, whenReleased: nil)
        self.keeper = keeper
        make = {
            if let showOutputs, let latest = keeper.latest as? Controller, latest.isAppeared {
                return showOutputs(latest)
            }
            let controller = viewController()
            keeper.latest = controller
            return controller
        }
    }

    /// A new view controller over the view model (for init-only, one that will make its own).
    package func makeViewController() -> ViewController<View> {
        make()
    }

    /// The view model, or for init-only the latest view controller (which alone holds its view
    /// model); `nil` once nothing keeps it.
    package var viewModel: AnyObject? { keeper.viewModel ?? keeper.latest }

    /// Makes a view controller, loads `view` into it and makes it appear: what a window does
    /// when it first shows the feature.
    package func show(on view: View) -> ViewController<View> {
        let controller = makeViewController()
        controller.load(view)
        controller.appear()
        return controller
    }
}

/// Keeps a presentation's view model, and runs what the owner does as it lets it go.
@MainActor
private final class Keeper {
    let viewModel: AnyObject?
    weak var latest: AnyObject?
    let whenReleased: (@MainActor () -> Void)?

    init(_ viewModel: AnyObject?, whenReleased: (@MainActor () -> Void)?) {
        self.viewModel = viewModel
        self.whenReleased = whenReleased
    }

    isolated deinit {
        whenReleased?()
    }
}
