import Dispatch
import ReactiveTesting
import Synchronization
import Testing

@testable import ReactiveCore

/// A `ConnectableObservable` subscribes its source after releasing its lock, so `connect()`,
/// `refCount()` and the subjects behind them can be used from other threads meanwhile.
@Suite(.tracksResources)
struct MulticastLockOrderTests {
    /// Subscribing the source on `connect()` waits for another thread to subscribe to the
    /// connectable, which needs its lock.
    @Test func connectingDoesNotHoldTheLockWhileSubscribingTheSource() throws {
        let work = BackgroundWork()
        var connectable: ConnectableObservable<Int>!
        let subscriptions = Subscriptions()
        let source = Observable<Int>.create { observer in
            let returned = work.returnsPromptly {
                subscriptions.add(connectable.subscribe())
            }
            #expect(returned, "subscribing to the connectable waited for its source's subscription")
            observer.onNext(1)
            return Disposables.create()
        }
        connectable = source.publish()
        let received = LockedState<[Int]>([])
        subscriptions.add(connectable.subscribe(onNext: { element in received.withLock { $0.append(element) } }))
        let connection = connectable.connect()
        connection.dispose()
        subscriptions.disposeAll()
        try work.drain()
        connectable = nil
        #expect(received.withLock { $0 } == [1])
    }

    /// Many threads subscribe to and leave shared sequences at once, the source sending from
    /// yet another thread: every subscription completes or is disposed without a deadlock.
    @Test(arguments: ["publish", "replay", "forever"])
    func concurrentSubscribersOfARefCountedSequence(_ kind: String) throws {
        let work = BackgroundWork()
        let source = work.emitter(Array(0..<10))
        let shared: Observable<Int> =
            switch kind {
            case "publish": source.publish().refCount()
            case "replay": source.replay(2).refCount()
            default: source.share(replay: 1, scope: .forever)
            }
        let iterations = 200
        let done = Countdown(iterations)
        let subscriptions = Subscriptions()
        let overlaps = Atomic<Int>(0)
        for index in 0..<iterations {
            work.async {
                let probe = SerializationProbe()
                let subscription = shared.subscribe(
                    onNext: { _ in
                        probe.enter()
                        probe.leave()
                    },
                    onDisposed: {
                        if probe.overlaps > 0 { overlaps.add(1, ordering: .relaxed) }
                        done.signal()
                    })
                if index.isMultiple(of: 2) {
                    subscription.dispose()
                } else {
                    subscriptions.add(subscription)
                }
            }
        }
        try work.drain()
        subscriptions.disposeAll()
        try done.wait()
        try work.drain()
        #expect(overlaps.load(ordering: .relaxed) == 0)
    }
}
