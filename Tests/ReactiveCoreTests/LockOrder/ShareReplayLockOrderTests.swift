import Dispatch
import ReactiveTesting
import Synchronization
import Testing

@testable import ReactiveCore

/// `share(replay:scope:)` replays to a new subscriber, and connects its source, without holding
/// its lock, while keeping each subscriber's replay ahead of the live events.
@Suite(.tracksResources)
struct ShareReplayLockOrderTests {
    struct Sharing: CustomTestStringConvertible, Sendable {
        let replay: Int
        let scope: SubjectLifetimeScope

        var testDescription: String { "share(replay: \(replay), scope: .\(scope))" }

        static let all = [1, 2].flatMap { replay in
            [Sharing(replay: replay, scope: .whileConnected), Sharing(replay: replay, scope: .forever)]
        }
    }

    /// RxSwift's AnomaliesTest.test2653ShareReplay…InitialEmissionDeadlock: a thousand
    /// subscriptions from a concurrent queue to a shared source that sends on subscription, all
    /// zipped together. A replay sent under the share's lock waits for the zip's lock, whose
    /// holder waits for the share's lock to unsubscribe. One more subscriber stays for the whole
    /// test, so that every other one is replayed to (otherwise most find the share disconnected,
    /// and the deadlock only shows on some runs).
    @Test(arguments: Sharing.all)
    func concurrentSubscriptionsZippedTogether(_ sharing: Sharing) throws {
        let queue = DispatchQueue(label: "ShareReplayLockOrderTests", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let source = Observable<Void>.create { observer in
            observer.onNext(())
            return Disposables.create()
        }
        .share(replay: sharing.replay, scope: sharing.scope)
        let zipped = Observable.zip(
            (0..<1_000).map { _ in
                Observable.just(()).observe(on: scheduler).flatMap { _ in source }.take(1)
            })
        let keepConnected = source.subscribe()
        let completed = DispatchSemaphore(value: 0)
        let subscription = zipped.subscribe(onCompleted: { completed.signal() })
        // A deadlock never completes; a thousand subscriptions under the thread sanitizer on a
        // loaded machine took longer than 5 s (make test-tsan beside a build), so the limit is wide.
        try waitFor(completed)
        subscription.dispose()
        keepConnected.dispose()
        // A drain of `observe(on:)` that was running may schedule once more as it finds the
        // subscription gone; each barrier waits for the work scheduled before it.
        for _ in 0..<3 { queue.sync(flags: .barrier) {} }
    }

    /// test2653's deadlock, step by step: thread B, inside the zip's lock, unsubscribes its
    /// (live) subscriber from the share, which takes the share's lock; thread A, replaying to a
    /// new subscriber, goes on to the zip's lock. Held while calling out, the two locks are taken
    /// in opposite orders.
    @Test(arguments: Sharing.all)
    func zipOfALiveAndAReplayedSubscriber(_ sharing: Sharing) throws {
        let work = BackgroundWork()
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: sharing.replay, scope: sharing.scope)
        let unsubscribing = DispatchSemaphore(value: 0)
        let replaying = DispatchSemaphore(value: 0)
        let live = Observable<Int>.create { observer in
            let upstream = shared.subscribe(observer)
            return Disposables.create {
                unsubscribing.signal()
                _ = replaying.wait(timeout: .now() + 3)
                upstream.dispose()
            }
        }
        let trigger = PublishSubject<Void>()
        let replayed = trigger.flatMap { _ in
            shared.do(onNext: { _ in
                replaying.signal()
                _ = unsubscribing.wait(timeout: .now() + 3)
                unsubscribing.signal()
            })
        }
        let completed = DispatchSemaphore(value: 0)
        let subscriptions = Subscriptions()
        subscriptions.add(
            Observable.zip(live.take(1), replayed.take(1)) { $0 + $1 }
                .subscribe(onCompleted: { completed.signal() }))
        // Threads of their own: on the queue, behind workers that other tests keep waiting, the
        // trigger could start after the 3 s rendezvous gave up, when a `.whileConnected` share
        // has disconnected and has nothing left to replay, and nothing would ever complete.
        work.thread { subject.onNext(1) }
        work.thread {
            // Once B is unsubscribing, the share holds the element to replay.
            _ = unsubscribing.wait(timeout: .now() + 3)
            unsubscribing.signal()
            trigger.onNext(())
        }
        // A deadlock never completes; under the thread sanitizer on a loaded machine the
        // rendezvous above can take a while, so the limit is wide.
        try waitFor(completed)
        subscriptions.disposeAll()
        try work.drain()
    }

    /// The replay to a new subscriber calls its observer, which waits for another thread to
    /// unsubscribe an earlier subscriber: that needs the share's lock.
    @Test(arguments: Sharing.all)
    func replayDoesNotHoldTheLock(_ sharing: Sharing) throws {
        let work = BackgroundWork()
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: sharing.replay, scope: sharing.scope)
        let first = shared.subscribe()
        subject.onNext(1)
        var unsubscribed = false
        let second = shared.subscribe(onNext: { _ in
            guard !unsubscribed else { return }
            unsubscribed = true
            let returned = work.returnsPromptly { first.dispose() }
            #expect(returned, "unsubscribing waited for the replay to another subscriber")
        })
        second.dispose()
        first.dispose()
        try work.drain()
        #expect(unsubscribed)
    }

    /// While one thread sends increasing elements, others subscribe: each subscriber receives
    /// its replay before any live element, in order, from one thread at a time.
    @Test(arguments: Sharing.all)
    func lateSubscribersReceiveTheReplayBeforeLiveElements(_ sharing: Sharing) throws {
        let work = BackgroundWork()
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: sharing.replay, scope: sharing.scope)
        let keepConnected = shared.subscribe()
        subject.onNext(0)
        let subscribers = 200
        let subscribed = Countdown(subscribers)
        let subscriptions = Subscriptions()
        let outOfOrder = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let sending = Atomic<Bool>(true)
        // Stops the sender even when the test fails early, so it cannot spin on after the test.
        defer { sending.store(false, ordering: .relaxed) }
        work.thread {
            var value = 1
            while sending.load(ordering: .relaxed) {
                subject.onNext(value)
                value += 1
            }
        }
        for _ in 0..<subscribers {
            work.async {
                let last = LockedState(-1)
                let probe = SerializationProbe()
                subscriptions.add(
                    shared.subscribe(onNext: { value in
                        probe.enter()
                        let inOrder = last.withLock { last in
                            defer { last = value }
                            return value > last
                        }
                        if !inOrder { outOfOrder.add(1, ordering: .relaxed) }
                        probe.leave()
                        if probe.overlaps > 0 { overlaps.add(1, ordering: .relaxed) }
                    }))
                subscribed.signal()
            }
        }
        try subscribed.wait()
        sending.store(false, ordering: .relaxed)
        try work.drain()
        subscriptions.disposeAll()
        keepConnected.dispose()
        #expect(outOfOrder.load(ordering: .relaxed) == 0)
        #expect(overlaps.load(ordering: .relaxed) == 0)
    }
}
