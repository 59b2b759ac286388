import ReactiveCore

/// A feature's view model (or model, or controller) as a view controller holds it: made, and
/// ready to be bound to a view, once or again.
///
/// Styles differ in what a view controller may do between making a view model and binding it.
/// ``Shape`` says which: a harness (a test, the pitfall probes, a front end) asks the screen,
/// not the style, so a situation a style cannot express is a fact of the type, never a guess.
///
/// A screen lives on the main actor, as a view controller does: it is made, bound and left there.
///
/// ```swift
/// let screen = SubjectsStyle.makeLibrary(environment: environment)
/// let inputs = screen.bindInputs(from: view)   // the user can act now
/// let outputs = screen.bindOutputs(to: view)   // and see the outcome later
/// ```
@MainActor
package struct Screen<View> {
    /// How binding relates to making, in a style.
    package enum Shape: Equatable, Sendable {
        /// The view model is made first; its inputs and its outputs are bound on their own, in
        /// either order, at different times (subjects, protocols, MVB).
        case separate
        /// The view model is made first; one call connects every input and returns every output
        /// (transform).
        case together
        /// Every input goes to `init`, so binding a view makes a new view model: making is binding
        /// (init-only).
        case madeByBinding
    }

    /// How binding relates to making, in this screen's style.
    package let shape: Shape

    private let object: WeakObject
    private let inputs: (View) -> Disposable
    private let outputs: (View) -> Disposable
    private let both: (View) -> Disposable
    private var another: ((View) -> Disposable?)? = nil

    /// A screen whose inputs and outputs bind on their own.
    ///
    /// - Parameters:
    ///   - viewModel: the view model; the screen and each binding keep it alive.
    ///   - inputs: connects the view's intents to the view model.
    ///   - outputs: connects the view model's outputs to the view.
    package static func separate(
        _ viewModel: AnyObject, inputs: @escaping (View) -> Disposable, outputs: @escaping (View) -> Disposable
    ) -> Screen {
        Screen(
            shape: .separate, object: WeakObject(viewModel),
            inputs: { view in retaining(viewModel, inputs(view)) },
            outputs: { view in retaining(viewModel, outputs(view)) },
            both: { view in
                let shown = outputs(view)
                return retaining(viewModel, Disposables.create(shown, inputs(view)))
            })
    }

    /// A screen whose inputs are connected by one call that returns every output, as a
    /// transform-style view controller calls `transform(input:)`: `connect` makes that call with a
    /// view's intents and says how the outputs it returned are bound.
    ///
    /// ``bind(to:)`` connects and binds at once. ``bindInputs(from:)`` makes the call alone, as a
    /// view controller may call `transform` early; the next ``bindOutputs(to:)`` binds the
    /// outputs of that call (or connects the view anew, when no call waits).
    package static func together(_ viewModel: AnyObject, connect: @escaping (View) -> Connection) -> Screen {
        let waiting = Waiting<Connection>()
        return Screen(
            shape: .together, object: WeakObject(viewModel),
            inputs: { view in
                let connection = connect(view)
                waiting.value = connection
                return retaining(viewModel, connection.effects)
            },
            outputs: { view in
                guard let connection = waiting.take() else {
                    let connection = connect(view)
                    return retaining(viewModel, Disposables.create(connection.bindOutputs(view), connection.effects))
                }
                return retaining(viewModel, connection.bindOutputs(view))
            },
            both: { view in
                let connection = connect(view)
                return retaining(viewModel, Disposables.create(connection.bindOutputs(view), connection.effects))
            })
    }

    /// What one call of a transform-style method returned: the effects it started (the
    /// `Disposable` that travels in the output), and how its outputs are bound to a view.
    package struct Connection {
        /// The subscriptions the call started; disposing them ends its effects.
        package var effects: Disposable
        /// Binds the call's outputs to a view until the result is disposed.
        package var bindOutputs: (View) -> Disposable

        /// A call whose effects are `effects` and whose outputs `bindOutputs` binds.
        package init(effects: Disposable = Disposables.create(), bindOutputs: @escaping (View) -> Disposable) {
            self.effects = effects
            self.bindOutputs = bindOutputs
        }
    }

    /// A screen whose binding makes the view model: `make` returns the view controller it made
    /// with the view's intents, which has bound the view model's outputs to that view at once, as
    /// the style's controllers do; the screen references it weakly.
    ///
    /// Making is binding, so ``bind(to:)`` and ``bindInputs(from:)`` both make a controller;
    /// the next ``bindOutputs(to:)`` after ``bindInputs(from:)`` has nothing left to bind (the
    /// controller made then showed its outputs already), and one with no controller waiting makes
    /// one anew.
    ///
    /// - Parameters:
    ///   - make: makes the controller for a view.
    ///   - showOutputs: binds another view to the outputs of a controller's view model, as a second
    ///     view controller would drive the same view model's `let` Drivers; `nil` when the style
    ///     has no way to. Its intents cannot join: they went to `init`.
    package static func madeByBinding<Controller: BoundController>(
        _ make: @escaping (View) -> Controller, showingAnother showOutputs: ((Controller, View) -> Disposable)? = nil
    ) -> Screen {
        let object = WeakObject(nil)
        let waiting = Waiting<Controller>()
        func made(_ view: View) -> Controller {
            let controller = make(view)
            object.value = controller
            return controller
        }
        var screen = Screen(
            shape: .madeByBinding, object: object,
            inputs: { view in
                let controller = made(view)
                waiting.value = controller
                return controller
            },
            outputs: { view in
                guard waiting.take() != nil else { return made(view) }
                return Disposables.create()
            },
            both: { view in made(view) })
        if let showOutputs {
            screen.another = { view in
                guard let controller = object.value as? Controller else { return nil }
                return retaining(controller, showOutputs(controller, view))
            }
        }
        return screen
    }

    /// Binds `view` to the outputs of the view model a ``Shape/madeByBinding`` screen holds now
    /// (the latest controller's), without making another, as a second view controller handed the
    /// same view model would; `nil` when the style has no way to, when no controller is alive,
    /// and for the other shapes, whose ``bind(to:)`` already binds the same view model. The
    /// view's intents are not connected: they went to the view model's `init`.
    package func bindOutputsOfLatestViewModel(to view: View) -> Disposable? {
        another?(view)
    }

    /// The view model (for ``Shape/madeByBinding``, the controller of the latest binding), or
    /// `nil` once nothing keeps it alive.
    package var viewModel: AnyObject? { object.value }

    /// Binds `view` the way the style's view controller does: outputs, then inputs. The
    /// connection lasts until the result is disposed.
    package func bind(to view: View) -> Disposable {
        both(view)
    }

    /// Connects the view's intents alone. In a transform screen it makes the method call; in an
    /// init-only screen, the controller.
    package func bindInputs(from view: View) -> Disposable {
        inputs(view)
    }

    /// Connects the outputs alone. In a transform or init-only screen it binds the outputs of
    /// the call or controller that ``bindInputs(from:)`` made.
    package func bindOutputs(to view: View) -> Disposable {
        outputs(view)
    }
}

/// `disposable`, keeping `viewModel` alive until it is disposed, as a view controller keeps its
/// view model for as long as it is bound.
private func retaining(_ viewModel: AnyObject, _ disposable: Disposable) -> Disposable {
    Disposables.create {
        withExtendedLifetime(viewModel) { disposable.dispose() }
    }
}

/// A view controller that a binding makes (init-only's): made with a view, it has made its view
/// model with the view's intents and bound the outputs to the view; disposing it ends both.
package typealias BoundController = AnyObject & Disposable

/// What a screen made for ``Screen/bindInputs(from:)`` and keeps for the next
/// ``Screen/bindOutputs(to:)``.
private final class Waiting<Value> {
    var value: Value?

    /// The value, which no longer waits.
    func take() -> Value? {
        defer { value = nil }
        return value
    }
}

/// A weak reference that the screen can fill in after making it.
private final class WeakObject {
    weak var value: AnyObject?

    init(_ value: AnyObject?) {
        self.value = value
    }
}
