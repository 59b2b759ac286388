import Features

/// A feature shown in a pane: a view controller over the style's view model, on a terminal view:
/// what the pane shows and sends keys to. A pane keeps it while the user looks at another feature,
/// as a tab bar controller keeps its tabs.
@MainActor
protocol MountedFeature: AnyObject {
    /// The view on screen.
    var view: any TerminalFeatureView { get }

    /// The view appears again (the user came back to its tab, or closed what was pushed over it).
    func appear()

    /// The view disappears (the user switched to another tab, or something was pushed over it):
    /// its view controller and view model stay.
    func disappear()

    /// A rebuild: the view disappears, its view controller is released, and a new view controller
    /// over the same view model shows a new view: the pitfall matrix's "view rebuilt" situation, by
    /// hand.
    func rebuild()

    /// Release: the view disappears, and its view controller and view model go.
    func release()
}

/// A ``MountedFeature`` for one feature's view contract.
final class Mounted<View>: MountedFeature {
    private let onScreen: OnScreen<View>
    private let makeView: () -> (View, any TerminalFeatureView)
    private(set) var view: any TerminalFeatureView
    private var isReleased = false

    /// Shows `presentation` on a view made by `makeView` (the contract's view, the terminal view in
    /// a recording tap, and the terminal view itself): a view controller loaded and appeared.
    init(_ presentation: Presentation<View>, makeView: @escaping () -> (View, any TerminalFeatureView)) {
        self.makeView = makeView
        let (contract, view) = makeView()
        self.view = view
        onScreen = OnScreen(presentation, on: contract)
    }

    func appear() {
        guard let controller = onScreen.viewController, !controller.isAppeared else { return }
        onScreen.appear()
    }

    func disappear() {
        onScreen.disappear()
    }

    func rebuild() {
        guard !isReleased else { return }
        let (contract, view) = makeView()
        self.view = view
        onScreen.rebuild(on: contract)
    }

    func release() {
        isReleased = true
        onScreen.leave()
    }
}

/// A view with nothing bound: the editor once it closed.
final class Unbound: MountedFeature {
    let view: any TerminalFeatureView

    init(_ view: any TerminalFeatureView) {
        self.view = view
    }

    func appear() {}
    func disappear() {}
    func rebuild() {}
    func release() {}
}
