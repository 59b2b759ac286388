import Features

/// A feature shown in a pane: a view controller over the style's view model, on a terminal view:
/// what the pane shows and sends keys to.
@MainActor
protocol MountedFeature: AnyObject {
    /// The view on screen.
    var view: any TerminalFeatureView { get }

    /// A rebuild: the view disappears, its view controller is released, and a new view controller
    /// over the same view model shows a new view: the pitfall matrix's "view rebuilt" situation, by
    /// hand.
    func rebuild()

    /// The user leaves: the view disappears, and its view controller and view model go.
    func unmount()
}

/// A ``MountedFeature`` for one feature's view contract.
final class Mounted<View>: MountedFeature {
    private var presentation: Presentation<View>?
    private let makeView: () -> (View, any TerminalFeatureView)
    private(set) var view: any TerminalFeatureView
    private var controller: ViewController<View>?

    /// Shows `presentation` on a view made by `makeView` (the contract's view, the terminal view in
    /// a recording tap, and the terminal view itself): a view controller loaded and appeared.
    init(_ presentation: Presentation<View>, makeView: @escaping () -> (View, any TerminalFeatureView)) {
        self.presentation = presentation
        self.makeView = makeView
        let (contract, view) = makeView()
        self.view = view
        controller = presentation.show(on: contract)
        view.appeared()
    }

    func rebuild() {
        guard let presentation else { return }
        controller?.disappearIfAppeared()
        controller = nil
        let (contract, view) = makeView()
        self.view = view
        controller = presentation.show(on: contract)
        view.appeared()
    }

    func unmount() {
        controller?.disappearIfAppeared()
        controller = nil
        presentation = nil
    }
}

/// A view with nothing bound: the editor once it closed.
final class Unbound: MountedFeature {
    let view: any TerminalFeatureView

    init(_ view: any TerminalFeatureView) {
        self.view = view
    }

    func rebuild() {}
    func unmount() {}
}
