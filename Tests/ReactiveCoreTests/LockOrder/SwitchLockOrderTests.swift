import Dispatch
import ReactiveTesting
import Synchronization
import Testing

@testable import ReactiveCore

/// `flatMapLatest` and `switchLatest` subscribe the new inner sequence, and dispose the previous
/// one, after releasing their lock.
@Suite(.tracksResources)
struct SwitchLockOrderTests {
    /// Subscribing the second inner sequence waits for the first one's element, sent from another
    /// thread, to reach the operator (which drops it, the first being stale by then).
    @Test func subscribingTheNextInnerDoesNotHoldTheLock() throws {
        let work = BackgroundWork()
        let firstSent = DispatchSemaphore(value: 0)
        let outer = PublishSubject<Int>()
        let firstSubscribed = DispatchSemaphore(value: 0)
        let inners: [Observable<Int>] = [
            Observable.create { observer in
                work.async {
                    _ = firstSubscribed.wait(timeout: .now() + 3)
                    observer.onNext(1)
                    firstSent.signal()
                }
                return Disposables.create()
            },
            Observable.create { observer in
                firstSubscribed.signal()
                let waited = firstSent.wait(timeout: .now() + 3)
                #expect(waited == .success, "the first inner's element was blocked while the second was subscribed")
                observer.onNext(2)
                return Disposables.create()
            },
        ]
        let delivered = LockedState<[Int]>([])
        let subscription = outer.flatMapLatest { inners[$0] }
            .subscribe(onNext: { element in delivered.withLock { $0.append(element) } })
        outer.onNext(0)
        outer.onNext(1)
        subscription.dispose()
        try work.drain()
        #expect(delivered.withLock { $0 } == [2])
    }

    /// Many subscriptions at once whose outer and inner sequences send from other threads: each
    /// completes, with its observer called from one thread at a time.
    @Test func concurrentSubscriptionsWithInnersOnOtherThreads() throws {
        let work = BackgroundWork()
        let iterations = 200
        let done = Countdown(iterations)
        let subscriptions = Subscriptions()
        let overlaps = Atomic<Int>(0)
        for _ in 0..<iterations {
            work.async {
                let probe = SerializationProbe()
                subscriptions.add(
                    work.emitter(Array(0..<5))
                        .flatMapLatest { value in work.emitter([value, value]) }
                        .subscribe(
                            onNext: { _ in
                                probe.enter()
                                probe.leave()
                            },
                            onCompleted: {
                                if probe.overlaps > 0 { overlaps.add(1, ordering: .relaxed) }
                                done.signal()
                            }))
            }
        }
        try done.wait()
        subscriptions.disposeAll()
        try work.drain()
        #expect(overlaps.load(ordering: .relaxed) == 0)
    }
}
