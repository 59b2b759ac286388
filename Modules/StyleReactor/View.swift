import Features
import ReactiveCore

/// A view controller that binds a view to a reactor, as in ReactorKit: setting ``reactor``
/// disposes the previous bindings and calls ``bind(reactor:)``.
///
/// ReactorKit keeps the reactor in a table keyed by the view and binds in the setter; here the
/// conformer stores it and calls ``reactorDidChange()`` from its `didSet`.
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

/// Which side of a view a view controller binds: its controls to the reactor's actions, the
/// reactor's state to it, or both.
package struct BoundSides: OptionSet, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The view's controls send the reactor's actions.
    package static let actions = BoundSides(rawValue: 1)
    /// The view shows the reactor's state.
    package static let state = BoundSides(rawValue: 2)
}

extension Screen {
    /// A screen over `reactor`, whose views are bound by view controllers made with `controller`.
    ///
    /// A reactor is made first and exists without a view: its actions and its state are bound on
    /// their own, each by a view controller given the reactor (``Screen/Shape/separate``).
    static func reactor<Controller: StyleReactor.View>(
        _ reactor: Controller.Reactor, controller: @escaping (View, BoundSides) -> Controller
    ) -> Screen {
        func bind(_ view: View, _ sides: BoundSides) -> Disposable {
            let controller = controller(view, sides)
            controller.reactor = reactor
            return Disposables.create { controller.reactor = nil }
        }
        return .separate(reactor, inputs: { bind($0, .actions) }, outputs: { bind($0, .state) })
    }
}
