import ReactiveCore

/// A view controller as UIKit runs one: made (with its view model, or with what it makes one
/// from), its view loaded once (``viewDidLoad()``), shown and hidden any number of times
/// (``viewWillAppear()``, ``viewDidDisappear()``), and released when its owner lets it go.
///
/// Each style's view controllers subclass it and bind where the style's article binds:
///
/// ```swift
/// final class LibraryViewController: ViewController<any LibraryView> {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         let output = viewModel.transform(input: .init(favoriteToggles: view.favoriteToggles, …))
///         output.items.drive(view.items).disposed(by: disposeBag)
///     }
/// }
/// ```
///
/// Whoever shows it (the scenario runner, the spec, the pitfall probes, the terminal UI) calls
/// only ``load(_:)``, ``appear()`` and ``disappear()``, in that order, as a window or a
/// navigation controller does, and releases it by letting it go: its dispose bag goes with it.
/// The view is the harness's own (a scripted or a terminal view), handed over by ``load(_:)`` as
/// `loadView()` would make it.
@MainActor
open class ViewController<View> {
    // Set once, by `load(_:)`, on the main actor; read anywhere after, as a binding's closures may
    // run where a stream delivers (see the reactor style's `bind(reactor:)`).
    nonisolated(unsafe) private var loadedView: View?
    // Made when first asked for (most view controllers never are), then only read.
    nonisolated(unsafe) private var willAppear: PublishRelay<Void>?

    /// Whether the view is on screen: from ``appear()`` to ``disappear()``.
    public private(set) var isAppeared = false

    /// A view controller whose view is not loaded yet.
    public init() {}

    /// The view, from ``load(_:)`` on; asking for it before is a programming error.
    public nonisolated var view: View {
        guard let loadedView else { preconditionFailure("\(Self.self): the view is not loaded yet") }
        return loadedView
    }

    /// Whether ``load(_:)`` has given the controller its view.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Called once, after the view is loaded: where most styles bind.
    open func viewDidLoad() {}

    /// Called each time the view is about to appear.
    open func viewWillAppear() {}

    /// An event each time the view is about to appear, sent as ``viewWillAppear()`` returns: what
    /// RxCocoa code binds as `rx.methodInvoked(#selector(viewWillAppear(_:)))` (RxViewController's
    /// `rx.viewWillAppear`). Fired by the lifecycle (``appear()``), never by the user; it never
    /// ends while the controller lives, and its subscriptions go with the controller's bag.
    public nonisolated var appearances: Observable<Void> {
        if let willAppear { return willAppear.asObservable() }
        let relay = PublishRelay<Void>()
        willAppear = relay
        return relay.asObservable()
    }

    /// Called each time the view has disappeared.
    open func viewDidDisappear() {}

    /// Makes `view` the controller's view, as `loadView()` would, then calls ``viewDidLoad()``.
    public final func load(_ view: View) {
        precondition(loadedView == nil, "\(Self.self): the view is loaded once")
        loadedView = view
        viewDidLoad()
    }

    /// The view appears: ``viewWillAppear()``, then an event on ``appearances``, then the view is
    /// on screen and the user may act on it.
    public final func appear() {
        precondition(isViewLoaded, "\(Self.self): a view appears once it is loaded")
        precondition(!isAppeared, "\(Self.self): the view is already on screen")
        viewWillAppear()
        willAppear?.accept(())
        isAppeared = true
        (loadedView as? OnScreenView)?.isOnScreen = true
    }

    /// The view disappears: it is off screen (the user can no longer act on it), then
    /// ``viewDidDisappear()``. The controller and its view model stay, as in a tab switch.
    public final func disappear() {
        precondition(isAppeared, "\(Self.self): only a view on screen disappears")
        isAppeared = false
        (loadedView as? OnScreenView)?.isOnScreen = false
        viewDidDisappear()
    }
}

/// A view that knows whether it is on screen, as a `UIView` knows its window: its view controller
/// says so on ``ViewController/appear()`` and ``ViewController/disappear()``. A harness's view
/// refuses a user intent while it is not.
package protocol OnScreenView: AnyObject {
    /// Whether the view is loaded and on screen.
    var isOnScreen: Bool { get set }
}

extension ViewController {
    /// Takes the view off screen, if it is on it: what whoever shows the controller does before
    /// letting it go (UIKit sends `viewDidDisappear` before a dismissed controller is released).
    package func disappearIfAppeared() {
        if isAppeared { disappear() }
    }
}
