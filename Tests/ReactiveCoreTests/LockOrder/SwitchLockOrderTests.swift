import Dispatch
import ReactiveTesting
import Synchronization
import Testing

@testable import ReactiveCore

/// `flatMapLatest` and `switchLatest` subscribe the new inner sequence, and dispose the previous
/// one, after releasing their lock.
@Suite(.tracksResources)
struct SwitchLockOrderTests {
    /// Subscribing the second inner sequence waits for another thread to dispose the whole
    /// subscription, which takes the operator's lock to release the current inner one.
    @Test func subscribingTheNextInnerDoesNotHoldTheLock() throws {
        let work = BackgroundWork()
        let outer = PublishSubject<Int>()
        let subscription = LockedState<Disposable?>(nil)
        let inners: [Observable<Int>] = [
            Observable.never(),
            Observable.create { observer in
                let returned = work.returnsPromptly {
                    subscription.withLock { $0 }?.dispose()
                }
                #expect(returned, "disposing waited for the subscription of an inner sequence")
                observer.onNext(2)
                return Disposables.create()
            },
        ]
        let delivered = LockedState<[Int]>([])
        subscription.withLock { subscription in
            subscription = outer.flatMapLatest { inners[$0] }
                .subscribe(onNext: { element in delivered.withLock { $0.append(element) } })
        }
        outer.onNext(0)
        outer.onNext(1)
        subscription.withLock { $0 }?.dispose()
        try work.drain()
        #expect(delivered.withLock { $0 }.isEmpty)
        #expect(!outer.hasObservers)
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
