import Dispatch
import Foundation

/// A time interval, as used by the time-based operators (`.milliseconds(300)`, `.seconds(1)`).
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute point in time.
public typealias RxTime = Date

/// Runs work as soon as possible, in its own order.
public protocol ImmediateSchedulerType {
    /// Schedules `action` to run with `state`.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work; returns a disposable that cancels anything it started.
    /// - Returns: A disposable that cancels the work if it has not run yet.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler with a clock, which can run work after a delay and periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run after `dueTime`.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Schedules `action` to run after `startAfter` and then every `period`, threading its state.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    /// Periodic scheduling built from recursive relative scheduling; schedulers with a native
    /// timer override it.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        var current = state
        return scheduleRecursive((), dueTime: startAfter) { _, recurse in
            recurse((), period)
            current = action(current)
        }
    }

    /// Schedules `action`, which may schedule itself again after a delay through `recurse`.
    ///
    /// - Returns: A disposable that cancels every pending iteration.
    public func scheduleRecursive<State>(
        _ state: State, dueTime: RxTimeInterval,
        action: @escaping (State, _ recurse: (State, RxTimeInterval) -> Void) -> Void
    ) -> Disposable {
        let scheduler = RecursiveScheduler<State>(action: action) { state, dueTime, work in
            self.scheduleRelative(state, dueTime: dueTime, action: work)
        }
        scheduler.schedule(state, dueTime)
        return scheduler
    }
}

extension ImmediateSchedulerType {
    /// Schedules `action`, which may schedule itself again through `recurse`.
    ///
    /// - Returns: A disposable that cancels every pending iteration.
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let scheduler = RecursiveScheduler<State>(
            action: { state, recurse in action(state) { recurse($0, .never) } },
            schedule: { state, _, work in self.schedule(state, action: work) }
        )
        scheduler.schedule(state, .never)
        return scheduler
    }
}
