import Foundation

/// A scheduler that behaves like ``MainScheduler`` on the main thread, timed by another
/// scheduler: work scheduled for now runs at once (work scheduled from inside it runs right
/// after, as on a trampoline), and delayed work goes to `clock`.
///
/// Use it to run `Driver`s and `Signal`s on virtual time the way they run in an app, where their
/// hop to the main scheduler is synchronous:
///
/// ```swift
/// SharingScheduler.mock(scheduler: SynchronousScheduler(timedBy: testScheduler)) { … }
/// ```
public final class SynchronousScheduler: SchedulerType {
    private let clock: SchedulerType

    /// A scheduler whose clock and delayed work are `clock`'s.
    public init(timedBy clock: SchedulerType) {
        self.clock = clock
    }

    /// The clock's time.
    public var now: RxTime { clock.now }

    /// Runs `action` at once, or right after the work already running on this thread.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        CurrentThreadScheduler.instance.schedule(state, action: action)
    }

    /// Runs `action` after `dueTime` on the clock; at once when `dueTime` is zero or less.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if dueTime.nanoseconds <= 0 {
            return schedule(state, action: action)
        }
        return clock.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` periodically on the clock.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        clock.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
