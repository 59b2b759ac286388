import Dispatch
import ReactiveTesting
import Synchronization
import Testing

@testable import ReactiveCore

/// Several threads at once. These tests assert exact totals; `make test-tsan` runs them under the
/// thread sanitizer, which checks that the core's synchronization leaves no data race.
@Suite(.tracksResources)
struct ConcurrencyTests {
    static let threads = 8
    static let eventsPerThread = 2_000

    @Test func subjectsAcceptEventsFromManyThreads() {
        let subject = PublishSubject<Int>()
        let total = Atomic<Int>(0)
        let count = Atomic<Int>(0)
        let subscription = subject.subscribe(onNext: { value in
            total.add(value, ordering: .relaxed)
            count.add(1, ordering: .relaxed)
        })
        // Unsynchronized senders on purpose: debug builds report the overlaps, as RxSwift's do;
        // they are dropped here rather than printed.
        _ = capturingAnomalies(fromAnyThread: true) {
            DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
                for value in 0..<Self.eventsPerThread {
                    subject.onNext(thread * Self.eventsPerThread + value)
                }
            }
        }
        let events = Self.threads * Self.eventsPerThread
        #expect(count.load(ordering: .relaxed) == events)
        #expect(total.load(ordering: .relaxed) == events * (events - 1) / 2)
        subscription.dispose()
    }

    @Test func subscribingAndDisposingWhileEventsFlow() {
        let subject = PublishSubject<Int>()
        let received = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            if thread == 0 {
                for value in 0..<Self.eventsPerThread * 4 { subject.onNext(value) }
            } else {
                for _ in 0..<Self.eventsPerThread / 10 {
                    let subscription = subject.map { $0 + 1 }.subscribe(onNext: { _ in
                        received.add(1, ordering: .relaxed)
                    })
                    subscription.dispose()
                }
            }
        }
        #expect(!subject.hasObservers)
    }

    @Test func behaviorRelayIsReadAndWrittenFromManyThreads() {
        let relay = BehaviorRelay(value: 0)
        let deliveries = Atomic<Int>(0)
        let subscription = relay.subscribe(onNext: { _ in deliveries.add(1, ordering: .relaxed) })
        // Unsynchronized senders on purpose: debug builds report the overlaps, as RxSwift's do;
        // they are dropped here rather than printed.
        _ = capturingAnomalies(fromAnyThread: true) {
            DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
                for value in 0..<Self.eventsPerThread {
                    relay.accept(value)
                    _ = relay.value
                }
            }
        }
        #expect(deliveries.load(ordering: .relaxed) == 1 + Self.threads * Self.eventsPerThread)
        #expect((0..<Self.eventsPerThread).contains(relay.value))
        subscription.dispose()
    }

    @Test func compositeDisposableAcceptsMembersFromManyThreads() {
        let composite = CompositeDisposable()
        let disposed = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
            for index in 0..<Self.eventsPerThread {
                let key = composite.insert(Disposables.create { disposed.add(1, ordering: .relaxed) })
                if index.isMultiple(of: 2), let key { composite.remove(for: key) }
            }
        }
        #expect(composite.count == Self.threads * Self.eventsPerThread / 2)
        composite.dispose()
        #expect(disposed.load(ordering: .relaxed) == Self.threads * Self.eventsPerThread)
        #expect(composite.count == 0)
    }

    @Test func disposeRacesWithEventsWithoutLosingTheGrammar() {
        for _ in 0..<200 {
            let subject = PublishSubject<Int>()
            let afterDispose = Atomic<Int>(0)
            let disposed = Atomic<Bool>(false)
            // Disposing from another thread is safe; `Disposable` itself is not marked Sendable,
            // as in RxSwift.
            nonisolated(unsafe) let subscription = subject.filter { $0 >= 0 }.subscribe(onNext: { _ in
                if disposed.load(ordering: .acquiring) { afterDispose.add(1, ordering: .relaxed) }
            })
            DispatchQueue.concurrentPerform(iterations: 2) { thread in
                if thread == 0 {
                    for value in 0..<100 { subject.onNext(value) }
                } else {
                    subscription.dispose()
                    disposed.store(true, ordering: .releasing)
                }
            }
            // An event already being delivered when dispose is called may still arrive, but
            // once dispose has returned and the subject has dropped the subscription, none can.
            let late = afterDispose.load(ordering: .relaxed)
            subject.onNext(-1)
            subject.onNext(1)
            #expect(afterDispose.load(ordering: .relaxed) == late)
            #expect(!subject.hasObservers)
        }
    }

    @Test func observeOnASerialSchedulerSerializesConcurrentProducers() throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "bindery.test.serialize")
        let subject = PublishSubject<Int>()
        let done = DispatchSemaphore(value: 0)
        let events = Self.threads * Self.eventsPerThread
        var sum = 0
        let subscription = subject.observe(on: scheduler)
            .scan(0) { count, _ in count + 1 }
            .subscribe(onNext: { count in
                sum = count
                if count == events { done.signal() }
            })
        // Unsynchronized senders on purpose (debug builds report the overlaps at the subject, as
        // RxSwift's do; they are dropped here rather than printed): observe(on:) serializes them.
        _ = capturingAnomalies(fromAnyThread: true) {
            DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
                for value in 0..<Self.eventsPerThread { subject.onNext(value) }
            }
        }
        try waitFor(done)
        #expect(sum == events)
        subscription.dispose()
        scheduler.configuration.queue.sync {}
    }

    @Test func disposeBagAcceptsDisposablesFromManyThreads() {
        let disposed = Atomic<Int>(0)
        do {
            let bag = DisposeBag()
            DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
                for _ in 0..<Self.eventsPerThread {
                    Disposables.create { disposed.add(1, ordering: .relaxed) }.disposed(by: bag)
                }
            }
            #expect(disposed.load(ordering: .relaxed) == 0)
        }
        #expect(disposed.load(ordering: .relaxed) == Self.threads * Self.eventsPerThread)
    }
}
