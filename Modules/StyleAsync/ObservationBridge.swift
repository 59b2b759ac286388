import Features
import Observation
import ReactiveCore

// The style's one bridge between the reactive view contracts and the models: intents go in by
// method calls on the view actor, state comes out by `Observations`, one-shot events are state
// the view clears once it has shown them.

extension Screen {
    /// A screen over `model`: its intents and its state are bound on their own
    /// (``Screen/Shape/separate``); the first binding starts the model and disposing the last one
    /// is leaving the screen, which cancels the model's tasks.
    static func model<Model: ViewModel>(
        _ model: Model, intents: @escaping (View) -> Disposable, state: @escaping (View) -> Disposable
    ) -> Screen {
        let life = ModelLife(model)
        return .separate(
            model, inputs: { view in life.binding { intents(view) } }, outputs: { view in life.binding { state(view) } }
        )
    }
}

/// Counts the bindings of a model: the first starts it, disposing the last leaves it.
private final class ModelLife<Model: ViewModel> {
    private let model: Model
    private var bindings = 0

    init(_ model: Model) {
        self.model = model
    }

    /// Starts the model if this is its first binding, then binds (`bind`).
    func binding(_ bind: () -> Disposable) -> Disposable {
        bindings += 1
        if bindings == 1 { ViewActor.run { [model] in model.start() } }
        let disposable = bind()
        return Disposables.create { [self] in
            disposable.dispose()
            bindings -= 1
            if bindings == 0 { ViewActor.run { [model] in model.leave() } }
        }
    }
}

extension ObservableType where Element: Sendable {
    /// Calls `intent` on `model` with each element, on the view actor, until disposed.
    ///
    /// Only the elements are forwarded: a control that completes leaves the model's other intents
    /// working.
    func send<Model: ViewModel>(
        to model: Model, _ intent: @escaping @ViewActor (Model, Element) -> Void
    ) -> Disposable {
        subscribe(onNext: { element in ViewActor.run { intent(model, element) } })
    }
}

/// What a model shows, read on the view actor: its current value when subscribed, then each new
/// value (`Observations`: the value after each change, once the change is done), each distinct
/// value once, delivered on the main thread.
///
/// Each subscription observes in a task of its own, which disposing it cancels.
func state<Model: ViewModel, Value: Sendable & Equatable>(
    _ model: Model, _ value: @escaping @ViewActor (Model) -> Value
) -> Driver<Value> {
    Observable.create { observer in
        let delivery = Delivery(observer)
        let task = Task.view {
            AsyncWork.count(AsyncWork.observations, 1)
            for await shown in Observations({ value(model) }) { delivery.send(shown) }
            AsyncWork.count(AsyncWork.observations, -1)
        }
        // Only while the pitfall matrix watches the model (Probes/ShownState.swift).
        if let shown = ShownState.register(model, value) {
            return Disposables.create(shown, Disposables.create { task.cancelAsViewWork() })
        }
        return Disposables.create { task.cancelAsViewWork() }
    }
    .distinctUntilChanged().asDriver(onErrorDriveWith: .empty())
}

/// A one-shot event of `model`: the value of `pending` whenever it is set, which the view then
/// clears (`clear`), as a SwiftUI view clears the item it has presented; delivered on the main
/// thread.
func event<Model: ViewModel, Value: Sendable>(
    _ model: Model, _ pending: @escaping @ViewActor (Model) -> Value?, clear: @escaping @ViewActor (Model) -> Void
) -> Signal<Value> {
    Observable.create { observer in
        let delivery = Delivery(observer)
        let task = Task.view {
            AsyncWork.count(AsyncWork.observations, 1)
            for await value in Observations({ pending(model) }) {
                guard let value else { continue }
                clear(model)
                delivery.send(value)
            }
            AsyncWork.count(AsyncWork.observations, -1)
        }
        return Disposables.create { task.cancelAsViewWork() }
    }
    .asSignal(onErrorSignalWith: .empty())
}

/// An observer handed to the observing task (ReactiveCore's observers are not `Sendable`; the
/// task runs on the thread that subscribed, through ``ViewExecutor``).
private final class Delivery<Value>: @unchecked Sendable {
    private let observer: AnyObserver<Value>

    init(_ observer: AnyObserver<Value>) {
        self.observer = observer
    }

    func send(_ value: Value) {
        observer.onNext(value)
    }
}
