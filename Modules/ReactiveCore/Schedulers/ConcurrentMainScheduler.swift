import Dispatch
import Foundation

/// Runs work on the main thread, for operators that may run work concurrently (such as
/// `subscribe(on:)`); `observe(on:)` should use ``MainScheduler`` instead.
///
/// Called on the main thread, it runs work at once; otherwise it queues it on
/// `DispatchQueue.main`. Delayed and periodic work uses ``MainScheduler``'s timers.
public final class ConcurrentMainScheduler: SchedulerType, @unchecked Sendable {
    /// The type of a time interval: Foundation's seconds.
    public typealias TimeInterval = Foundation.TimeInterval

    /// The type of a point in time.
    public typealias Time = Date

    private let main: MainScheduler

    private init(main: MainScheduler) {
        self.main = main
    }

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(main: MainScheduler.instance)

    /// The scheduler's current time.
    public var now: Date { main.now }

    /// Runs `action` at once on the main thread, or queues it there from any other thread.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if Thread.isMainThread {
            return action(state)
        }
        let subscription = SingleAssignmentDisposable()
        let box = UncheckedBox((state, action))
        DispatchQueue.main.async {
            guard !subscription.isDisposed else { return }
            subscription.setDisposable(box.value.1(box.value.0))
        }
        return subscription
    }

    /// Schedules `action` on the main thread after `dueTime`.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        main.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` on the main thread after `startAfter` and then every `period`.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        main.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
