import Dispatch
import Foundation

/// The scheduling shared by the dispatch-queue schedulers.
///
/// Timer handlers capture only a ``PendingWork`` slot, which drops the work the moment it has
/// run (one-shot) or been cancelled. Dispatch releases a timer's handler some time after
/// cancellation; with the slot, what the work captures (subscriptions, sinks) is released at
/// once instead.
struct DispatchQueueConfiguration {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        queue.async {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let result = SingleAssignmentDisposable()
        let pending = PendingWork { result.setDisposable(action(state)) }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: DispatchTime.now() + dueTime, leeway: leeway)
        timer.setEventHandler {
            pending.take()?()
            timer.cancel()
        }
        timer.resume()
        return Disposables.create {
            pending.cancel()
            timer.cancel()
            result.dispose()
        }
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        var timerState = state
        let pending = PendingWork { timerState = action(timerState) }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: DispatchTime.now() + startAfter, repeating: period, leeway: leeway)
        timer.setEventHandler { pending.current()?() }
        timer.resume()
        return Disposables.create {
            pending.cancel()
            timer.cancel()
        }
    }
}

/// Work waiting for a timer, dropped as soon as it has run or been cancelled.
final class PendingWork: @unchecked Sendable {
    private let work: LockedState<(() -> Void)?>

    init(_ work: @escaping () -> Void) {
        self.work = LockedState(work)
    }

    /// The work, for a timer that fires repeatedly; `nil` once cancelled.
    func current() -> (() -> Void)? {
        work.withLock { $0 }
    }

    /// The work, removed so it runs once; `nil` if it already ran or was cancelled.
    func take() -> (() -> Void)? {
        work.withLock { work in
            defer { work = nil }
            return work
        }
    }

    /// Drops the work, releasing what it captures (outside the lock).
    func cancel() {
        _ = take()
    }
}
