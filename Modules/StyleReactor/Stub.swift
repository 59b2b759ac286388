import ReactiveCore

/// What a test of a view uses instead of the reactor's logic: the actions the view sent, and a
/// state the test sets.
///
/// Set ``Reactor/isStubEnabled`` before the view is bound; the reactor's `action` and `state` are
/// then the stub's, and `currentState` follows ``state``.
package final class Stub<R: Reactor> {
    /// The state the view shows; set its `value` to show another.
    package let state: StateRelay<R.State>
    /// Where the view sends its actions.
    package let action = ActionSubject<R.Action>()
    /// Every action the view sent, in order.
    package private(set) var actions: [R.Action] = []

    init(reactor: R, disposeBag: DisposeBag) {
        state = StateRelay(value: reactor.initialState)
        state
            .subscribe(onNext: { [weak reactor] state in reactor?.currentState = state })
            .disposed(by: disposeBag)
        action
            .subscribe(onNext: { [weak self] action in self?.actions.append(action) })
            .disposed(by: disposeBag)
    }
}
