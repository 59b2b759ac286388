import Features
import ReactiveCore

/// A feature's screen bound to a terminal view in a pane: what the pane shows and sends keys to.
protocol MountedFeature: AnyObject {
    /// The view on screen.
    var view: any TerminalFeatureView { get }

    /// Throws the view away and binds a new one to the same view model (the style's screen):
    /// the pitfall matrix's "view rebuilt" situation, by hand.
    func rebuild()

    /// Unbinds the view; the view model goes away with it.
    func unmount()
}

/// A ``MountedFeature`` for one feature's view contract.
final class Mounted<View>: MountedFeature {
    private let screen: Screen<View>
    private let makeView: () -> (View, any TerminalFeatureView)
    private(set) var view: any TerminalFeatureView
    /// What is bound: the view in the tap that records what it is shown. Kept here, as a style
    /// may hold its view weakly.
    private var contract: View
    private let binding = SerialDisposable()

    /// Binds a view made by `makeView` (the contract's view, the terminal view in a recording tap,
    /// and the terminal view itself) to `screen`.
    init(_ screen: Screen<View>, makeView: @escaping () -> (View, any TerminalFeatureView)) {
        self.screen = screen
        self.makeView = makeView
        (contract, view) = makeView()
        binding.disposable = screen.bind(to: contract)
        view.appeared()
    }

    func rebuild() {
        binding.disposable = Disposables.create()
        (contract, view) = makeView()
        binding.disposable = screen.bind(to: contract)
        view.appeared()
    }

    func unmount() {
        binding.dispose()
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
