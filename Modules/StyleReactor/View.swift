import Features
import ReactiveCore

/// A view controller that binds a view to a reactor, as ReactorKit 3.2.0's `View`: setting
/// ``reactor`` disposes the previous bindings and calls ``bind(reactor:)``, which binds the
/// view's controls to the reactor's actions and the reactor's state to the view.
///
/// One departure: ReactorKit provides `reactor` itself, kept in a `WeakMapTable` keyed by the
/// view, whose entry goes when the view goes through a dealloc hook attached as an Objective-C
/// associated object (3.2.0 compiles `View` out on Linux). Here the conformer stores it and
/// calls ``reactorDidChange()`` from its `didSet`: one line per view controller.
package protocol View: AnyObject {
    associatedtype Reactor: StyleReactor.Reactor

    /// The bindings; replaced each time ``reactor`` is set.
    var disposeBag: DisposeBag { get set }

    /// The reactor; setting it binds the view to it.
    var reactor: Reactor? { get set }

    /// Binds the view's controls to the reactor's actions and its state to the view, into
    /// ``disposeBag``. Called each time ``reactor`` is set.
    func bind(reactor: Reactor)
}

extension View {
    /// What setting ``reactor`` does: a fresh bag, then the bindings to the new reactor.
    package func reactorDidChange() {
        disposeBag = DisposeBag()
        if let reactor {
            bind(reactor: reactor)
        }
    }
}

extension Screen {
    /// A screen over `reactor`, whose views are bound by view controllers made with `controller`.
    ///
    /// A reactor is made first and exists without a view; a view controller binds a view's
    /// actions and the reactor's state in one ``View/bind(reactor:)``, so binding a view is one
    /// call (``Screen/Shape/together``): there is no binding one side alone.
    package static func reactor<Controller: StyleReactor.View>(
        _ reactor: Controller.Reactor, controller: @escaping (View) -> Controller
    ) -> Screen {
        .together(reactor) { view in
            let controller = controller(view)
            controller.reactor = reactor
            return Connection(effects: Disposables.create { controller.reactor = nil }) { _ in Disposables.create() }
        }
    }
}
