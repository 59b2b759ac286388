import Dispatch
import ReactiveCore
import ReactiveTesting
import Synchronization
import Testing

@testable import StyleReactor

/// The action subject, as ReactorKit 3.2.0's behaves: it forwards elements only, to every
/// observer, and an element sent from an observer is forwarded at once.
@Suite(.tracksResources)
struct ActionSubjectTests {
    @Test func forwardsElementsInSubscriptionOrderAndDropsTerminalEvents() {
        let subject = ActionSubject<Int>()
        var received: [String] = []
        let first = subject.subscribe(
            onNext: { received.append("first \($0)") }, onCompleted: { received.append("first completed") })
        let second = subject.subscribe(
            onNext: { received.append("second \($0)") }, onError: { _ in received.append("second failed") })
        subject.on(.next(1))
        subject.on(.completed)
        subject.on(.error(ProbeError()))
        subject.on(.next(2))
        first.dispose()
        subject.on(.next(3))
        second.dispose()
        subject.on(.next(4))
        #expect(received == ["first 1", "second 1", "first 2", "second 2", "second 3"])
    }

    /// The element sent from an observer re-enters the subject and the observer that sent it: the
    /// core's debug build reports each re-entry, as RxSwift's does, and the test captures them
    /// rather than let them print their warnings to standard error.
    @Test func anElementSentFromAnObserverIsForwardedAtOnce() {
        let subject = ActionSubject<Int>()
        var received: [String] = []
        let first = subject.subscribe(onNext: { element in
            received.append("first \(element)")
            if element == 1 { subject.on(.next(2)) }
        })
        let second = subject.subscribe(onNext: { received.append("second \($0)") })
        let anomalies = AnomalyKinds()
        Hooks.withSynchronizationAnomalyHandler(anomalies.record) { subject.on(.next(1)) }
        #expect(received == ["first 1", "first 2", "second 2", "second 1"])
        #if DEBUG
            #expect(anomalies.kinds == [.reentrancy, .reentrancy, .reentrancy])
        #else
            #expect(anomalies.kinds == [])
        #endif
        first.dispose()
        second.dispose()
    }

    /// Four threads send while a fifth subscribes and disposes: every element reaches the
    /// observer that stays, and nothing races (`make test-tsan`).
    ///
    /// The observers are subscribed directly, as plain observers: this subject calls its
    /// observers outside its lock, so one may be called from two threads at once (its documented
    /// departure from ReactorKit, which forwards under its lock). Through `subscribe(onNext:)`
    /// each overlap would be a sink's synchronization warning on standard error: hundreds to
    /// thousands of them in a `swift test` run on a loaded machine.
    @Test func sendsFromSeveralThreadsReachEveryObserver() {
        // Shared with the threads on purpose: the subject is what synchronizes them.
        nonisolated(unsafe) let subject = ActionSubject<Int>()
        let received = Atomic<Int>(0)
        let kept = subject.subscribe(
            AnyObserver { event in
                if case .next = event { received.add(1, ordering: .relaxed) }
            })
        DispatchQueue.concurrentPerform(iterations: 5) { thread in
            for element in 0..<1_000 {
                if thread == 4 {
                    subject.subscribe(AnyObserver { _ in }).dispose()
                } else {
                    subject.on(.next(element))
                }
            }
        }
        #expect(received.load(ordering: .acquiring) == 4_000)
        kept.dispose()
    }
}

/// An error no rule expects.
private struct ProbeError: Error {}

/// A reactor released in an isolated `deinit`, where a task's task-local values are hidden: the
/// terminal app's mounted screens (main-actor classes by default) release theirs that way.
@MainActor
private final class IsolatedOwner {
    let reactor = PaletteReactor()

    isolated deinit {}
}

@Suite(.tracksResources)
@MainActor
struct ActionSubjectCountingTests {
    /// The subject is counted out of the scope it was counted in: with
    /// `Resources.decrementTotal()`, the test's scope kept it (1 live) and the global count lost it.
    @Test func aReactorReleasedInAnIsolatedDeinitLeavesNothingAlive() {
        var owner: IsolatedOwner? = IsolatedOwner()
        _ = owner?.reactor.state
        owner = nil
        #expect(Resources.total == 0)
    }
}

/// The kinds of the anomalies a handler received, in order (a handler may be called from any
/// thread).
final class AnomalyKinds: Sendable {
    private let received = Mutex<[Hooks.SynchronizationAnomaly.Kind]>([])

    /// What was received.
    var kinds: [Hooks.SynchronizationAnomaly.Kind] { received.withLock { $0 } }

    /// Receives `anomaly`.
    @Sendable func record(_ anomaly: Hooks.SynchronizationAnomaly) {
        received.withLock { $0.append(anomaly.kind) }
    }
}
