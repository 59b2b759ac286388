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

    private static func setRunning(_ running: Bool) {
        pthread_setspecific(key, running ? UnsafeRawPointer(bitPattern: 1) : nil)
    }

    private static var queue: TrampolineQueue? {
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
            Self.setRunning(true)
            defer {
                Self.setRunning(false)
                Self.queue = nil
            }
            let disposable = action(state)
            if let queue = Self.queue {
                while let item = queue.dequeue() {
                    item.invoke()
                }
            }
            return disposable
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
