/// Runs an action that reschedules itself, tracking pending iterations so that one dispose
/// cancels them all.
final class RecursiveScheduler<State>: Disposable {
    typealias Action = (State, _ recurse: (State, RxTimeInterval) -> Void) -> Void
    typealias Schedule = (State, RxTimeInterval, @escaping (State) -> Disposable) -> Disposable

    private let lock = RecursiveLock()
    private let group = CompositeDisposable()
    private var action: Action?
    private let scheduleWork: Schedule

    init(action: @escaping Action, schedule: @escaping Schedule) {
        self.action = action
        self.scheduleWork = schedule
    }

    private enum Pending {
        case initial
        case added(CompositeDisposable.DisposeKey)
        case done
    }

    func schedule(_ state: State, _ dueTime: RxTimeInterval) {
        var pending = Pending.initial
        let item = scheduleWork(state, dueTime) { [self] state in
            if group.isDisposed { return Disposables.create() }
            let action = lock.performLocked { () -> Action? in
                if case .added(let key) = pending {
                    group.remove(for: key)
                }
                pending = .done
                return self.action
            }
            action?(state) { state, dueTime in self.schedule(state, dueTime) }
            return Disposables.create()
        }
        lock.performLocked {
            guard case .initial = pending else { return }
            if let key = group.insert(item) {
                pending = .added(key)
            } else {
                pending = .done
            }
        }
    }

    func dispose() {
        lock.performLocked { action = nil }
        group.dispose()
    }
}
