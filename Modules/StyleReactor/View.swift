import Features
import ReactiveCore

/// A view controller that binds a view to a reactor, as ReactorKit 3.2.0's `StoryboardView`:
/// setting ``reactor`` disposes the previous bindings and calls ``bind(reactor:)``, which binds the
/// view's controls to the reactor's actions and the reactor's state to the view; a reactor set
/// before the view is loaded is bound in `viewDidLoad` (`performBinding()`), as 3.2.0 defers it
/// (`StoryboardView.swift`: `shouldDeferBinding` while `isViewLoaded == false`).
///
/// One departure: ReactorKit provides `reactor` itself, kept in a `WeakMapTable` keyed by the
/// view, whose entry goes when the view goes through a dealloc hook attached as an Objective-C
/// associated object, and swizzles `viewDidLoad` to bind (3.2.0 compiles both out on Linux). Here
/// the conformer stores it, calls ``reactorDidChange()`` from its `didSet` and
/// ``performBinding()`` from its `viewDidLoad`: two lines per view controller. And one: a
/// conformer's `bind(reactor:)` is `nonisolated`, as the protocol's is in ReactorKit (a plain
/// protocol), so that its closures run where the state stream delivers, as RxSwift runs them,
/// rather than trap Swift 6's isolation check when a reactor's state is reduced off the main thread
/// (the pitfall matrix's situations 8 and 14 measure exactly that).
@MainActor
package protocol View: AnyObject {
    associatedtype Reactor: StyleReactor.Reactor

    /// The bindings; replaced each time ``reactor`` is set.
    var disposeBag: DisposeBag { get set }

    /// The reactor; setting it binds the view to it, now or once the view is loaded.
    var reactor: Reactor? { get set }

    /// Whether the view is loaded: until it is, binding waits.
    var isViewLoaded: Bool { get }

    /// Binds the view's controls to the reactor's actions and its state to the view, into
    /// ``disposeBag``. Called each time ``reactor`` is set on a loaded view, and when the view
    /// loads with a reactor set.
    func bind(reactor: Reactor)
}

extension View {
    /// What setting ``reactor`` does: a fresh bag, then the bindings to the new reactor, if the
    /// view is loaded.
    package func reactorDidChange() {
        disposeBag = DisposeBag()
        performBinding()
    }

    /// Binds the reactor, if there is one and the view is loaded: called by ``reactorDidChange()``
    /// and by the view controller's `viewDidLoad`.
    package func performBinding() {
        guard let reactor, isViewLoaded else { return }
        bind(reactor: reactor)
    }
}

extension Presentation {
    /// A presentation of `reactor`, whose view controllers are made by `controller` and handed
    /// the reactor (`controller.reactor = reactor`), as a ReactorKit app presents a view: the
    /// reactor is made first and lives without a view; each view controller binds it when its
    /// view loads.
    package init<Controller: ViewController<View> & StyleReactor.View>(
        reactor: Controller.Reactor, controller: @escaping () -> Controller
    ) {
        self.init(reactor) {
            let made = controller()
            made.reactor = reactor
            return made
        }
    }
}
