import Foundation

/// The executor of ``ViewActor``: every thread that does view work is a serial executor of its
/// own, which runs the jobs enqueued on it, on it, in order, as soon as the view work in progress
/// on that thread returns.
///
/// It is the trampoline of `CurrentThreadScheduler` for tasks: a job enqueued while the thread is
/// idle runs at once, inside `enqueue`; one enqueued while the thread runs view work (an intent,
/// another job) waits in the thread's queue until that work returns. Because nothing is handed to
/// another thread, a scripted run on virtual time is deterministic: when an intent returns, every
/// task it started has run up to its first real suspension (a clock's sleep, a service's answer),
/// and when the virtual clock fires, the task it wakes runs before the clock moves on.
///
/// It is also the tasks' *task executor* (`Task.view(_:)` prefers it), so the nonisolated parts
/// of a task (a clock's `sleep`, ReactiveCore's `values` and `value`) run here too rather than on
/// the global concurrent executor.
///
/// In the apps every intent and answer arrives on the main thread, which is then the one thread
/// doing view work. A job enqueued on another thread (an answer delivered on a background queue)
/// runs on that thread: this executor does not hop to the main thread, as `MainActor` would.
package final class ViewExecutor: SerialExecutor, TaskExecutor {
    /// The one instance, ``ViewActor``'s.
    package static let shared = ViewExecutor()

    private init() {}

    package func enqueue(_ job: consuming ExecutorJob) {
        let thread = ThreadQueue.current
        thread.jobs.append(UnownedJob(job))
        if thread.depth == 0 { drain(thread) }
    }

    /// Runs `body` as view work on this thread, then every job it enqueued.
    func drive<Result>(_ body: () throws -> Result) rethrows -> Result {
        let thread = ThreadQueue.current
        thread.depth += 1
        defer {
            thread.depth -= 1
            if thread.depth == 0 { drain(thread) }
        }
        return try body()
    }

    package func isIsolatingCurrentContext() -> Bool? {
        ThreadQueue.current.depth > 0
    }

    package func checkIsolated() {
        precondition(ThreadQueue.current.depth > 0, "view work outside the view actor")
    }

    package func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Runs the thread's jobs, in order, until none is left.
    private func drain(_ thread: ThreadQueue) {
        thread.depth += 1
        defer { thread.depth -= 1 }
        while !thread.jobs.isEmpty {
            let job = thread.jobs.removeFirst()
            job.runSynchronously(isolatedTo: asUnownedSerialExecutor(), taskExecutor: asUnownedTaskExecutor())
        }
    }
}

/// One thread's view work: its waiting jobs, and how deep in view work it is.
private final class ThreadQueue {
    var jobs: [UnownedJob] = []
    var depth = 0

    /// The calling thread's queue, made on first use and freed with the thread.
    static var current: ThreadQueue {
        if let queue = pthread_getspecific(key) {
            return Unmanaged<ThreadQueue>.fromOpaque(queue).takeUnretainedValue()
        }
        let queue = ThreadQueue()
        pthread_setspecific(key, Unmanaged.passRetained(queue).toOpaque())
        return queue
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { queue in
            if let queue { Unmanaged<ThreadQueue>.fromOpaque(queue).release() }
        }
        return key
    }()
}
