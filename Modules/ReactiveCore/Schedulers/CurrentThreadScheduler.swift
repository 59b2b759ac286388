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

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private static let queueKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether work scheduled now would run at once (no trampoline is running on this thread).
    public static var isScheduleRequired: Bool {
        pthread_getspecific(key) == nil
    }

    fileprivate static func setRunning(_ running: Bool) {
        pthread_setspecific(key, running ? UnsafeRawPointer(bitPattern: 1) : nil)
    }

    fileprivate static var queue: TrampolineQueue? {
        get {
            pthread_getspecific(queueKey).map { Unmanaged<TrampolineQueue>.fromOpaque($0).takeUnretainedValue() }
        }
        set {
            if let old = pthread_getspecific(queueKey) {
                Unmanaged<TrampolineQueue>.fromOpaque(old).release()
            }
            pthread_setspecific(queueKey, newValue.map { Unmanaged.passRetained($0).toOpaque() })
        }
    }

    /// Runs `action` now if no trampoline runs on this thread, otherwise after the queued work.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if Self.isScheduleRequired {
            return Self.runTrampoline { action(state) }
        }
        let queue: TrampolineQueue
        if let existing = Self.queue {
            queue = existing
        } else {
            queue = TrampolineQueue()
            Self.queue = queue
        }
        let item = ScheduledItem { action(state) }
        queue.enqueue(item)
        return item
    }
}

extension CurrentThreadScheduler {
    /// Starts the trampoline on this thread: runs `body`, then the work it queued, in order.
    ///
    /// Only call it when ``isScheduleRequired``. `body` does not escape, so starting a
    /// subscription through the trampoline allocates nothing.
    static func runTrampoline(_ body: () -> Disposable) -> Disposable {
        setRunning(true)
        defer {
            setRunning(false)
            queue = nil
        }
        let disposable = body()
        if let queue {
            while let item = queue.dequeue() {
                item.invoke()
            }
        }
        return disposable
    }
}

/// The work queued on one thread's trampoline.
private final class TrampolineQueue {
    private var items: [ScheduledItem] = []
    private var head = 0

    func enqueue(_ item: ScheduledItem) {
        items.append(item)
    }

    func dequeue() -> ScheduledItem? {
        guard head < items.count else { return nil }
        defer { head += 1 }
        return items[head]
    }
}
