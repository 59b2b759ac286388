import Dispatch
import Foundation
import Testing

@testable import ReactiveCore

/// Work started on other threads that a test waits for before it ends, so that nothing it
/// captured (observers, sinks) is still alive when the live resources are counted.
final class BackgroundWork: @unchecked Sendable {
    private let group = DispatchGroup()
    let queue = DispatchQueue(label: "LockOrderTests.background", attributes: .concurrent)

    /// Runs `work` on another thread. (Tests hand it observers and sequences, which the core
    /// makes safe to use from any thread.)
    func async(_ work: @escaping () -> Void) {
        let work = UncheckedBox(work)
        queue.async(group: group) { work.value() }
    }

    /// Runs `work` on a thread of its own, for a loop that runs until told to stop (on the queue
    /// it would hold one of the few workers a loaded machine gives the queue, and the work it
    /// waits for could starve behind it) or for work that a test waits for with a limit (on the
    /// queue it could start only after the limit). ``drain(seconds:sourceLocation:)`` waits for it.
    func thread(_ work: @escaping () -> Void) {
        let work = OneShot(work)
        group.enter()
        Thread { [group] in
            // The thread object keeps this closure until the thread exits, after `leave()`:
            // `work` and what it captured are released before.
            work.run()
            group.leave()
        }.start()
    }

    /// Waits for everything started with ``async(_:)`` (and on ``queue``), failing after `seconds`.
    ///
    /// The limit only bounds a hang (a run that works ends as soon as its work does); it is wide
    /// because under the thread sanitizer, beside a build, all of this process's dispatch queues
    /// share a few workers that other suites' stress tests keep busy.
    func drain(seconds: Double = 60, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = group.wait(timeout: .now() + seconds)
        try #require(
            result == .success, "background work still running after \(seconds) s", sourceLocation: sourceLocation)
        queue.sync(flags: .barrier) {}
    }

    /// Runs `action` on another thread and waits at most `seconds` for it to return: `false` when
    /// it is still blocked, which is how a lock-order inversion shows here instead of a hang (the
    /// caller holds whatever lock it holds until the wait gives up).
    ///
    /// The action gets a thread of its own (``thread(_:)``): on the queue it could wait behind
    /// workers that other tests keep blocked past the limit, and read as blocked itself.
    func returnsPromptly(seconds: Double = 10, _ action: @escaping () -> Void) -> Bool {
        let returned = DispatchSemaphore(value: 0)
        thread {
            action()
            returned.signal()
        }
        return returned.wait(timeout: .now() + seconds) == .success
    }

    /// A sequence that sends `elements` and completes from another thread, once subscribed.
    func emitter<Element>(_ elements: [Element]) -> Observable<Element> {
        Observable.create { observer in
            self.async {
                for element in elements { observer.onNext(element) }
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }
}

/// Subscriptions made on several threads at once, disposed together at the end of a test.
final class Subscriptions: @unchecked Sendable {
    private let all = LockedState<[Disposable]>([])

    func add(_ subscription: Disposable) {
        all.withLock { $0.append(subscription) }
    }

    func disposeAll() {
        let all = all.withLock { all in
            defer { all = [] }
            return all
        }
        for subscription in all { subscription.dispose() }
    }
}

/// Counts down to zero; waits for it with a timeout.
final class Countdown: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let count: Int

    init(_ count: Int) {
        self.count = count
    }

    func signal() {
        semaphore.signal()
    }

    /// Waits for `count` signals, failing after `seconds` in all.
    ///
    /// As wide as ``BackgroundWork/drain(seconds:sourceLocation:)``'s limit, for the same reason:
    /// `debounce`'s 200 subscriptions (4,000 timers) once sent none of their signals within 10 s
    /// under the thread sanitizer beside a build, after passing the 18 runs before.
    func wait(seconds: Double = 60, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let deadline = DispatchTime.now() + seconds
        for received in 0..<count {
            let result = semaphore.wait(timeout: deadline)
            try #require(
                result == .success, "\(received) of \(count) signals within \(seconds) s",
                sourceLocation: sourceLocation)
        }
    }
}

/// Checks that an observer is never called from two threads at once.
final class SerializationProbe: @unchecked Sendable {
    private let state = LockedState((inside: 0, overlaps: 0))

    var overlaps: Int { state.withLock { $0.overlaps } }

    func enter() {
        state.withLock { state in
            if state.inside > 0 { state.overlaps += 1 }
            state.inside += 1
        }
    }

    func leave() {
        state.withLock { $0.inside -= 1 }
    }
}

/// Work run once and released as soon as it returns.
private final class OneShot: @unchecked Sendable {
    private var work: (() -> Void)?

    init(_ work: @escaping () -> Void) {
        self.work = work
    }

    func run() {
        let work = self.work
        self.work = nil
        work?()
    }
}
