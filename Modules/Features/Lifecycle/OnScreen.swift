/// A feature on screen, as a coordinator shows it: the presentation it keeps (the view model) and
/// the view controller showing it on a view, loaded and appeared. ``leave()`` is the user leaving:
/// the view disappears, then the view controller and the view model are released.
///
/// ```swift
/// let library = OnScreen(style.binding.makeLibrary(environment: environment), on: view)
/// view.user.toggleFavorite(0)
/// library.leave()
/// ```
@MainActor
package final class OnScreen<View> {
    private var presentation: Presentation<View>?
    private var controller: ViewController<View>?

    /// Shows `presentation` on `view`: a view controller over it, loaded with `view`, appeared.
    package init(_ presentation: Presentation<View>, on view: View) {
        self.presentation = presentation
        controller = presentation.show(on: view)
    }

    /// Loads `presentation` on `view` without showing it yet: a view controller over it, its view
    /// loaded (``ViewController/viewDidLoad()``); the view appears with ``appear()``, as a window
    /// shows a view controller some time after loading its view.
    package init(_ presentation: Presentation<View>, loadedOn view: View) {
        self.presentation = presentation
        let controller = presentation.makeViewController()
        controller.load(view)
        self.controller = controller
    }

    /// The view model (for init-only, the view controller that holds it), while it is kept.
    package var viewModel: AnyObject? { presentation?.viewModel }

    /// The view controller showing the feature, until the user leaves.
    package var viewController: ViewController<View>? { controller }

    /// The view disappears, as in a tab switch: the view controller and the view model stay.
    package func disappear() {
        controller?.disappearIfAppeared()
    }

    /// The view appears: after ``init(_:loadedOn:)``, or again after ``disappear()``.
    package func appear() {
        if let controller, !controller.isAppeared { controller.appear() }
    }

    /// The view disappears and its view controller is released; the view model stays, kept as a
    /// coordinator keeps it, for ``show(on:)``.
    package func dismiss() {
        controller?.disappearIfAppeared()
        controller = nil
    }

    /// A new view controller over the view model shows it on `view`, loaded and appeared, once the
    /// previous one is dismissed.
    package func show(on view: View) {
        guard let presentation, controller == nil else { return }
        controller = presentation.show(on: view)
    }

    /// A rebuild (state restoration, a reused cell): the view controller is dismissed and a new
    /// one over the same view model shows `view`.
    package func rebuild(on view: View) {
        dismiss()
        show(on: view)
    }

    /// The user leaves: the view disappears, then the view controller and the view model are
    /// released.
    package func leave() {
        controller?.disappearIfAppeared()
        controller = nil
        presentation = nil
    }
}
