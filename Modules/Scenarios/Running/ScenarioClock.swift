import CMainQueueJobCount
import Foundation
import ReactiveCore

/// The virtual clock scenarios run on: one tick is one millisecond, and work scheduled for now
/// runs at the same tick.
///
/// It is both of the clocks a style may be timed by: the reactive styles' scheduler (it is a
/// `VirtualTimeScheduler`) and, as ``forTasks``, the Swift `Clock` the async style's models sleep
/// on. Both put their work in one queue, so a `debounce` and a `Task.sleep` of the same length
/// end at the same tick, in the order they were asked for.
///
/// A run drives it from the main actor with the stepping every virtual clock shares
/// (`VirtualTimeScheduler+Stepping.swift`): it runs one item of the queue at a time and, after
/// each, lets the main actor run everything the item woke until the run is quiescent
/// (``settle(turns:)``). Only the main actor touches it while a run plays, which is why it
/// may be handed to the tasks' clock (`@unchecked Sendable`).
package final class ScenarioClock: VirtualTimeScheduler<MillisecondConverter>, @unchecked Sendable {
    package init() {
        super.init(initialClock: 0, converter: MillisecondConverter())
    }

    /// The clock as a Swift `Clock`, for models that sleep: its sleeps are timers in this queue.
    package var forTasks: TaskClock { TaskClock(self) }

    /// Runs `action` at `time` milliseconds.
    package func at(_ time: Int, _ action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Returns once the run is quiescent: the main actor has no job queued but the caller's, so
    /// every task the run started is suspended (on this clock, a service's answer, an observation)
    /// or finished.
    ///
    /// While a run plays, every job of a task runs on the main actor (``MainActorDrive``), and the
    /// main actor's jobs are the main dispatch queue's, which `CMainQueueJobCount` counts. The caller
    /// always yields once, so its own job is one of those counted: quiescent is a count of one.
    ///
    /// A test process runs other suites beside the run, whose jobs may share the main queue for as
    /// long as they like (a test polling with `Task.yield()`): the wait then ends after `turns`
    /// turns of the queue, each of which has run every job queued before it, far more than a
    /// scenario's chains of tasks take.
    @MainActor
    package static func settle(turns: Int = 1_000) async {
        MainActorDrive.useMainSerialExecutor()
        for _ in 0..<turns {
            await Task.yield()
            if bindery_main_queue_pending() <= 1 { return }
        }
    }
}

/// A virtual-time scheduler counting milliseconds (a ``ScenarioClock``, a test scheduler) as a
/// Swift `Clock`: what the async style's models sleep on in a scripted run or a test, so that their
/// sleeps end on virtual time, in the scheduler's queue.
///
/// Only the main actor touches the scheduler while a run plays (``MainActorDrive``), which is why
/// the clock may be `Sendable` over a scheduler that is not.
package struct TaskClock: Clock, @unchecked Sendable {
    /// A point on the virtual clock.
    package struct Instant: InstantProtocol {
        /// Since the run started.
        let offset: Duration

        package func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        package func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        package static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private let virtualNow: () -> Int
    private let scheduleAt: (Int, @escaping () -> Void) -> Disposable

    /// The clock of `scheduler`, whose virtual time is in milliseconds. It holds the scheduler
    /// weakly: the scheduler's queue may hold work that holds the clock (a model sleeping on it).
    package init<Converter>(_ scheduler: VirtualTimeScheduler<Converter>) where Converter.VirtualTimeUnit == Int {
        virtualNow = { [weak scheduler] in scheduler?.clock ?? 0 }
        scheduleAt = { [weak scheduler] time, action in
            scheduler?.scheduleAbsoluteVirtual((), time: time) { _ in
                action()
                return Disposables.create()
            } ?? Disposables.create()
        }
    }

    package var now: Instant { Instant(offset: .milliseconds(virtualNow())) }

    package var minimumResolution: Duration { .milliseconds(1) }

    /// Sleeps until `deadline`: a timer in the virtual clock's queue wakes the task at that tick;
    /// cancelling the task disposes the timer and throws `CancellationError`.
    package func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let (seconds, attoseconds) = deadline.offset.components
        let time = Int(seconds) * 1_000 + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
        guard time > virtualNow() else { return }
        let wake = Wake()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                wake.wait(continuation)
                wake.hold(scheduleAt(time) { wake.resume(with: .success(())) })
            }
        } onCancel: {
            wake.resume(with: .failure(CancellationError()))
        }
    }
}

/// A sleeping task's continuation and its timer: the first of the timer and the task's
/// cancellation resumes it, and a cancellation disposes the timer.
private final class Wake: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Error>?
    private var timer: Disposable?
    private var done = false

    func wait(_ continuation: CheckedContinuation<Void, Error>) {
        lock.withLock { self.continuation = continuation }
    }

    func hold(_ timer: Disposable) {
        let dispose = lock.withLock {
            if !done { self.timer = timer }
            return done
        }
        if dispose { timer.dispose() }
    }

    func resume(with result: Result<Void, Error>) {
        let (waiting, timer) = lock.withLock {
            defer {
                continuation = nil
                self.timer = nil
                done = true
            }
            return (continuation, self.timer)
        }
        if case .failure = result { timer?.dispose() }
        waiting?.resume(with: result)
    }
}

/// Milliseconds of virtual time as real time.
package struct MillisecondConverter: VirtualTimeConverterType {
    package func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) / 1_000)
    }

    package func convertToVirtualTime(_ time: RxTime) -> Int {
        Int((time.timeIntervalSince1970 * 1_000).rounded())
    }

    package func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        Double(virtualTimeInterval) / 1_000
    }

    package func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Int((timeInterval * 1_000).rounded())
    }

    package func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time + offset
    }

    package func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}
