import Foundation
import ReactiveCore

/// A reactor: the UI-independent layer that owns a screen's state, as in ReactorKit.
///
/// A view sends ``Action``s; ``mutate(action:)`` turns each into ``Mutation``s, performing the
/// effects (a save, a load); ``reduce(state:mutation:)`` folds each mutation into the ``State``,
/// purely. The state stream is made once, the first time ``action`` or ``state`` is read, and
/// lives as long as the reactor: effects start when their action arrives, whether or not a view
/// observes the state, and leaving the screen (releasing the reactor) cancels them.
///
/// As ReactorKit 3.2.0's, with one departure: ReactorKit keeps a reactor's subject, state stream,
/// current state and stub in `WeakMapTable`s keyed by the reactor, whose entries go when the
/// reactor goes through a dealloc hook attached as an Objective-C associated object; here the
/// reactor holds them in one stored ``ReactorStorage`` (one line per reactor). As there, the
/// current state is read and written under a lock (WeakMapTable's): a mutation merged in
/// `transform(mutation:)` may be reduced on a service's thread while `mutate` reads it.
package protocol Reactor: AnyObject {
    /// What the user does.
    associatedtype Action
    /// A change of the state.
    associatedtype Mutation = Action
    /// What the view shows.
    associatedtype State

    /// The scheduler the actions are observed on.
    typealias Scheduler = ImmediateSchedulerType

    /// The state before any mutation.
    var initialState: State { get }

    /// Where the reactor's machinery keeps its subject, state stream and stub.
    var storage: ReactorStorage<Self> { get }

    /// The scheduler the actions are observed on: `mutate` runs there, and so does the reduce of
    /// a mutation it returns at once; a mutation that arrives later is reduced where it arrives.
    /// By default the current thread's trampoline, so an action sent while a state reduced in
    /// the same drain is being delivered waits until every observer has it (a state reduced from
    /// a later answer is delivered outside the trampoline, and an action its observer sends runs
    /// at once). As in 3.2.0, a requirement a reactor may
    /// override; ReactorKit's main branch has since removed it and keeps the trampoline alone.
    var scheduler: Scheduler { get }

    /// Transforms the actions before they are mutated; called once, when the state stream is made.
    func transform(action: Observable<Action>) -> Observable<Action>

    /// The mutations an action commits: the place for effects.
    func mutate(action: Action) -> Observable<Mutation>

    /// Transforms the mutations, or merges other sources of them; called once, when the state
    /// stream is made.
    func transform(mutation: Observable<Mutation>) -> Observable<Mutation>

    /// The state after `mutation`: a pure function.
    func reduce(state: State, mutation: Mutation) -> State

    /// Transforms the state stream; called once, when it is made.
    func transform(state: Observable<State>) -> Observable<State>
}

/// What a reactor's machinery keeps, held by the reactor so that it goes when the reactor goes.
package final class ReactorStorage<R: Reactor> {
    fileprivate let action = ActionSubject<R.Action>()
    fileprivate var state: Observable<R.State>?
    /// Guards ``currentState``, written where a mutation is reduced and read in `mutate`.
    fileprivate let currentStateLock = NSLock()
    fileprivate var currentState: R.State?
    fileprivate var isStubEnabled = false
    fileprivate var stub: Stub<R>?
    /// The state stream's connection and the stub's subscriptions.
    fileprivate let disposeBag = DisposeBag()

    package init() {}
}

extension Reactor {
    /// Where the view sends its actions. Reading it makes the state stream, so an action is
    /// reduced as it arrives.
    package var action: ActionSubject<Action> {
        if isStubEnabled { return stub.action }
        _ = state
        return storage.action
    }

    /// The latest state; it changes just as the state stream emits.
    package internal(set) var currentState: State {
        get { storage.currentStateLock.withLock { storage.currentState } ?? initialState }
        set { storage.currentStateLock.withLock { storage.currentState = newValue } }
    }

    /// The state stream: the current state on subscription, then every change.
    package var state: Observable<State> {
        if isStubEnabled { return stub.state.asObservable() }
        if let state = storage.state { return state }
        return createStateStream()
    }

    package var scheduler: Scheduler { CurrentThreadScheduler.instance }

    /// Makes the state stream and connects it for the reactor's lifetime.
    private func createStateStream() -> Observable<State> {
        let action = storage.action.observe(on: scheduler)
        let mutation = transform(action: action)
            .flatMap { [weak self] action -> Observable<Mutation> in
                guard let self else { return .empty() }
                return mutate(action: action).catch { _ in .empty() }
            }
        let initialState = self.initialState
        let state = transform(mutation: mutation)
            .scan(initialState) { [weak self] state, mutation in
                guard let self else { return state }
                return reduce(state: state, mutation: mutation)
            }
            .catch { _ in .empty() }
            .startWith(initialState)
        let connectable = transform(state: state)
            .do(onNext: { [weak self] state in self?.currentState = state })
            .replay(1)
        connectable.connect().disposed(by: storage.disposeBag)
        let shared = connectable.asObservable()
        storage.state = shared
        return shared
    }

    package func transform(action: Observable<Action>) -> Observable<Action> { action }

    package func mutate(action: Action) -> Observable<Mutation> { .empty() }

    package func transform(mutation: Observable<Mutation>) -> Observable<Mutation> { mutation }

    package func reduce(state: State, mutation: Mutation) -> State { state }

    package func transform(state: Observable<State>) -> Observable<State> { state }
}

extension Reactor where Action == Mutation {
    /// Each action is its own mutation.
    package func mutate(action: Action) -> Observable<Mutation> { .just(action) }
}

// MARK: - Stub

extension Reactor {
    /// Whether ``action`` and ``state`` are the ``stub``'s: set it before a view binds.
    package var isStubEnabled: Bool {
        get { storage.isStubEnabled }
        set { storage.isStubEnabled = newValue }
    }

    /// The stub a view test drives the view with.
    package var stub: Stub<Self> {
        if let stub = storage.stub { return stub }
        let stub = Stub(reactor: self, disposeBag: storage.disposeBag)
        storage.stub = stub
        return stub
    }
}
