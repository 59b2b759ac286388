import ReactiveCore

/// A feature's view model (or model, or controller) as a view controller holds it: made, and
/// ready to be bound to a view, once or again.
///
/// Styles differ in what a view controller may do between making a view model and binding it.
/// ``Shape`` says which: a harness (a test, the pitfall probes, a front end) asks the screen,
/// not the style, so a situation a style cannot express is a fact of the type, never a guess.
///
/// ```swift
/// let screen = SubjectsStyle.makeLibrary(environment: environment)
/// let inputs = screen.bindInputs(from: view)   // the user can act now
/// let outputs = screen.bindOutputs(to: view)   // and see the outcome later
/// ```
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
    private let inputs: ((View) -> Disposable)?
    private let outputs: ((View) -> Disposable)?
    private let both: (View) -> Disposable

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

    /// A screen whose inputs and outputs are connected by one call.
    package static func together(_ viewModel: AnyObject, bind: @escaping (View) -> Disposable) -> Screen {
        Screen(
            shape: .together, object: WeakObject(viewModel), inputs: nil, outputs: nil,
            both: { view in retaining(viewModel, bind(view)) })
    }

    /// A screen whose binding makes the view model: `make` returns the controller it made, which
    /// the screen then references weakly.
    package static func madeByBinding(_ make: @escaping (View) -> Disposable & AnyObject) -> Screen {
        let object = WeakObject(nil)
        return Screen(
            shape: .madeByBinding, object: object, inputs: nil, outputs: nil,
            both: { view in
                let controller = make(view)
                object.value = controller
                return controller
            })
    }

    /// The view model (for ``Shape/madeByBinding``, the controller of the latest binding), or
    /// `nil` once nothing keeps it alive.
    package var viewModel: AnyObject? { object.value }

    /// Binds `view` the way the style's view controller does: outputs, then inputs. The
    /// connection lasts until the result is disposed.
    package func bind(to view: View) -> Disposable {
        both(view)
    }

    /// Connects the view's intents alone, or returns `nil` when the style cannot (``Shape``).
    package func bindInputs(from view: View) -> Disposable? {
        inputs?(view)
    }

    /// Connects the outputs alone, or returns `nil` when the style cannot (``Shape``).
    package func bindOutputs(to view: View) -> Disposable? {
        outputs?(view)
    }
}

/// `disposable`, keeping `viewModel` alive until it is disposed, as a view controller keeps its
/// view model for as long as it is bound.
private func retaining(_ viewModel: AnyObject, _ disposable: Disposable) -> Disposable {
    Disposables.create {
        withExtendedLifetime(viewModel) { disposable.dispose() }
    }
}

/// A weak reference that the screen can fill in after making it.
private final class WeakObject {
    weak var value: AnyObject?

    init(_ value: AnyObject?) {
        self.value = value
    }
}
