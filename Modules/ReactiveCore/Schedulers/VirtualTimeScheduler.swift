import Foundation

/// A scheduler whose clock moves only when it runs work: the base of test schedulers.
///
/// Work is kept in order of due time and, for equal times, of scheduling. ``start()`` runs it all,
/// moving the clock to each item's time; ``advanceTo(_:)`` runs it up to a time.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    /// A point on this scheduler's clock.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// A duration on this scheduler's clock.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private var running = false
    private var currentClock: VirtualTime
    fileprivate var queue: [VirtualSchedulerItem<VirtualTime>] = []
    private var nextID = 0
    private let converter: Converter

    /// The current time, in real units.
    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// The current virtual time.
    public var clock: VirtualTime { currentClock }

    /// Creates a scheduler whose clock starts at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        currentClock = initialClock
        self.converter = converter
    }

    /// Schedules `action` for now (after ``adjustScheduledTime(_:)``).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` after a real-time delay, converted to virtual time.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = now.addingTimeInterval(dueTime.seconds)
        let virtual = adjustScheduledTime(converter.convertToVirtualTime(time))
        return scheduleAbsoluteVirtual(state, time: virtual, action: action)
    }

    /// Schedules `action` after a virtual delay.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
    }

    /// Schedules `action` at a virtual time.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item = VirtualSchedulerItem(time: time, id: nextID) { action(state) }
        nextID += 1
        let index = queue.firstIndex { converter.compareVirtualTime($0.time, time) == .greaterThan } ?? queue.endIndex
        queue.insert(item, at: index)
        return item
    }

    /// Adjusts the time of work scheduled through the real-time APIs; subclasses override it.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime { time }

    /// Runs all scheduled work, including work scheduled meanwhile, moving the clock forward.
    public func start() {
        guard !running else { return }
        running = true
        while running, let next = dequeueNext(until: nil) {
            if converter.compareVirtualTime(next.time, clock) == .greaterThan {
                currentClock = next.time
            }
            next.invoke()
        }
        running = false
    }

    /// Runs the work due up to `virtualTime`, then sets the clock to it.
    public func advanceTo(_ virtualTime: VirtualTime) {
        guard !running else { return }
        running = true
        while running, let next = dequeueNext(until: virtualTime) {
            if converter.compareVirtualTime(next.time, clock) == .greaterThan {
                currentClock = next.time
            }
            next.invoke()
        }
        if converter.compareVirtualTime(virtualTime, clock) == .greaterThan {
            currentClock = virtualTime
        }
        running = false
    }

    /// Runs the one item due first, if it is due by `virtualTime` (moving the clock to its time),
    /// and says whether there was one: a driver that must let other work run between two items
    /// (tasks woken by the first) steps through time with it.
    package func runNext(until virtualTime: VirtualTime) -> Bool {
        guard !running, let next = dequeueNext(until: virtualTime) else { return false }
        running = true
        defer { running = false }
        if converter.compareVirtualTime(next.time, clock) == .greaterThan {
            currentClock = next.time
        }
        next.invoke()
        return true
    }

    /// Sets the clock to `virtualTime` if it is later, without running work.
    package func moveClock(to virtualTime: VirtualTime) {
        if converter.compareVirtualTime(virtualTime, clock) == .greaterThan {
            currentClock = virtualTime
        }
    }

    /// Moves the clock forward without running work.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        currentClock = converter.offsetVirtualTime(clock, offset: virtualInterval)
    }

    /// Stops ``start()`` after the item that is running.
    public func stop() {
        running = false
    }

    private func dequeueNext(until limit: VirtualTime?) -> VirtualSchedulerItem<VirtualTime>? {
        while let first = queue.first {
            if first.isDisposed {
                queue.removeFirst()
                continue
            }
            if let limit, converter.compareVirtualTime(first.time, limit) == .greaterThan {
                return nil
            }
            queue.removeFirst()
            return first
        }
        return nil
    }
}

/// Work scheduled on a ``VirtualTimeScheduler``.
final class VirtualSchedulerItem<Time>: Cancelable {
    let time: Time
    let id: Int
    private let item: ScheduledItem

    init(time: Time, id: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.id = id
        item = ScheduledItem(action)
    }

    var isDisposed: Bool { item.isDisposed }

    func invoke() { item.invoke() }

    func dispose() { item.dispose() }
}

extension VirtualTimeScheduler: CustomDebugStringConvertible {
    /// The clock and the times of the work waiting in the queue.
    public var debugDescription: String {
        "VirtualTimeScheduler(clock: \(clock), queued at: \(queue.map(\.time)))"
    }
}
