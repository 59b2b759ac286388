#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs work on the current thread, after the work already running there: a trampoline.
///
/// The first `schedule` on a thread runs its action at once and then drains whatever that action
/// scheduled, in order; a `schedule` made while the trampoline runs is queued. Every subscription
/// made outside a trampoline starts one, which is why `Observable.of(1, 2, 3)` emits only after
/// the whole chain has subscribed.
public final class CurrentThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// One thread-local slot for the whole trampoline: `nil` when none runs on this thread, the
    /// ``runningWithoutQueue`` marker while one runs with nothing queued, and the retained queue
    /// once something is. One slot rather than a flag and a queue halves the thread-local
    /// reads and writes that every subscription started outside a trampoline pays.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The slot's value while a trampoline runs with an empty queue (never a valid object).
    private static var runningWithoutQueue: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: 1)! }

    /// Whether work scheduled now would run at once (no trampoline is running on this thread).
    public static var isScheduleRequired: Bool {
        pthread_getspecific(key) == nil
    }

    /// The running trampoline's queue, made on first use; only call it while a trampoline runs.
    fileprivate static var runningQueue: TrampolineQueue {
        let slot = pthread_getspecific(key)
        if let slot, slot != runningWithoutQueue {
            return Unmanaged<TrampolineQueue>.fromOpaque(slot).takeUnretainedValue()
        }
        let queue = TrampolineQueue()
        pthread_setspecific(key, Unmanaged.passRetained(queue).toOpaque())
        return queue
    }

    /// Runs `action` now if no trampoline runs on this thread, otherwise after the queued work.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if Self.isScheduleRequired {
            return Self.runTrampoline { action(state) }
        }
        let item = ScheduledItem { action(state) }
        Self.runningQueue.enqueue(item)
        return item
    }
}

extension CurrentThreadScheduler {
    /// Starts the trampoline on this thread: runs `body`, then the work it queued, in order.
    ///
    /// Only call it when ``isScheduleRequired``. `body` does not escape, so starting a
    /// subscription through the trampoline allocates nothing.
    static func runTrampoline(_ body: () -> Disposable) -> Disposable {
        startTrampoline(key: key, body)
    }

    /// Runs `body` at once, inside a trampoline that it starts if none runs on this thread: how
    /// every subscription starts. One read of the slot's key serves the check and the start.
    static func runOnTrampoline(_ body: () -> Disposable) -> Disposable {
        let key = key
        if pthread_getspecific(key) != nil {
            return body()
        }
        return startTrampoline(key: key, body)
    }

    /// ``runTrampoline(_:)`` with the slot's key already read.
    private static func startTrampoline(key: pthread_key_t, _ body: () -> Disposable) -> Disposable {
        pthread_setspecific(key, runningWithoutQueue)
        let disposable = body()
        if let slot = pthread_getspecific(key), slot != runningWithoutQueue {
            let queue = Unmanaged<TrampolineQueue>.fromOpaque(slot)
            while let item = queue.takeUnretainedValue().dequeue() {
                item.invoke()
            }
            queue.release()
        }
        pthread_setspecific(key, nil)
        return disposable
    }
}

/// The work queued on one thread's trampoline.
///
/// Only its own thread touches it, in accesses that never call out, so the run-time
/// exclusivity checks are turned off (see `GuardedVariable`).
private final class TrampolineQueue {
    @exclusivity(unchecked) private var items: [ScheduledItem] = []
    @exclusivity(unchecked) private var head = 0

    func enqueue(_ item: ScheduledItem) {
        items.append(item)
    }

    func dequeue() -> ScheduledItem? {
        guard head < items.count else { return nil }
        defer { head += 1 }
        return items[head]
    }
}
