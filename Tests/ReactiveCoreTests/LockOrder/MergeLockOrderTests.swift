import Dispatch
import ReactiveTesting
import Synchronization
import Testing

@testable import ReactiveCore

/// `merge`, `flatMap`, `flatMapFirst`, `concatMap` and `merge(maxConcurrent:)` subscribe their
/// inner sequences after releasing their lock, so a subscription that waits for another thread
/// cannot deadlock with events that thread sends through the operator.
@Suite(.tracksResources)
struct MergeLockOrderTests {
    /// The flatMap family, each as `(outer, selector) -> result`.
    enum Flavor: String, CaseIterable, CustomTestStringConvertible {
        case flatMap, flatMapFirst, concatMap, mergeMaxConcurrent

        var testDescription: String { rawValue }

        func apply(_ outer: Observable<Int>, _ selector: @escaping (Int) -> Observable<Int>) -> Observable<Int> {
            switch self {
            case .flatMap: outer.flatMap(selector)
            case .flatMapFirst: outer.flatMapFirst(selector)
            case .concatMap: outer.concatMap(selector)
            case .mergeMaxConcurrent: outer.map(selector).merge(maxConcurrent: 2)
            }
        }
    }

    /// RxSwift's AnomaliesTest.test1344, made deterministic: `merge(foo, .just([42]))` where `foo`
    /// is a `flatMap` whose inner sequence sends from another thread. That thread holds the
    /// `flatMap`'s lock and needs the merge's while this one, inside the merge's subscription of
    /// `foo`, completes `foo`'s source, which needs the `flatMap`'s lock.
    @Test func mergingAFlatMapWhoseInnerSendsFromAnotherThread() throws {
        let work = BackgroundWork()
        let innerSent = DispatchSemaphore(value: 0)
        let foo = Observable<Int>.create { observer in
            observer.onNext(1)
            // Wait (bounded) until the other thread is inside the flatMap, on its way to the merge.
            _ = innerSent.wait(timeout: .now() + 3)
            observer.onCompleted()
            return Disposables.create()
        }
        .flatMap { value in work.emitter([[value]]) }
        .do(onNext: { _ in innerSent.signal() })

        let received = LockedState<[[Int]]>([])
        let completed = DispatchSemaphore(value: 0)
        let subscriptions = Subscriptions()
        work.async {
            subscriptions.add(
                Observable.merge(foo, .just([42]))
                    .subscribe(
                        onNext: { element in received.withLock { $0.append(element) } },
                        onCompleted: { completed.signal() }))
        }
        // A deadlock never completes; a thousand subscriptions under the thread sanitizer on a
        // loaded machine took longer than 5 s (make test-tsan beside a build), so the limit is wide.
        try waitFor(completed)
        subscriptions.disposeAll()
        try work.drain()
        #expect(received.withLock { $0.sorted { $0[0] < $1[0] } } == [[1], [42]])
    }

    /// Subscribing a second inner sequence waits for the first one's element, sent from another
    /// thread, to get through the operator: it can only if the operator does not hold its lock
    /// while subscribing.
    @Test(arguments: [Flavor.flatMap, .mergeMaxConcurrent])
    func subscribingAnInnerDoesNotHoldTheLock(_ flavor: Flavor) throws {
        let work = BackgroundWork()
        let firstDelivered = DispatchSemaphore(value: 0)
        let outer = PublishSubject<Int>()
        let delivered = LockedState<[Int]>([])
        let inners: [Observable<Int>] = [
            Observable.create { observer in
                // A thread of its own: on the queue, behind workers that other tests keep waiting,
                // the element could start only after the wait below gave up (it did, once, on a
                // loaded machine).
                work.thread { observer.onNext(1) }
                return Disposables.create()
            },
            Observable.create { observer in
                observer.onNext(2)
                // Held locks never let the element through; a loaded machine may take a while to.
                let waited = firstDelivered.wait(timeout: .now() + 10)
                #expect(waited == .success, "the first inner's element was blocked while the second was subscribed")
                return Disposables.create()
            },
        ]
        let subscription = flavor.apply(outer.asObservable()) { inners[$0] }
            .subscribe(onNext: { element in
                delivered.withLock { $0.append(element) }
                if element == 1 { firstDelivered.signal() }
            })
        outer.onNext(0)
        outer.onNext(1)
        subscription.dispose()
        try work.drain()
        #expect(delivered.withLock { $0.sorted() } == [1, 2])
    }

    /// Many subscriptions at once, each merging inner sequences that send from other threads
    /// into an operator that is itself merged: every element arrives, every subscription
    /// completes, and each observer is called from one thread at a time.
    @Test(arguments: Flavor.allCases)
    func concurrentSubscriptionsWithInnersOnOtherThreads(_ flavor: Flavor) throws {
        let work = BackgroundWork()
        let iterations = 200
        let done = Countdown(iterations)
        let subscriptions = Subscriptions()
        let total = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        for iteration in 0..<iterations {
            work.async {
                let probe = SerializationProbe()
                let outer = work.emitter(Array(0..<4))
                let merged = flavor.apply(outer) { value in work.emitter([value, value]) }
                subscriptions.add(
                    Observable.merge(merged, work.emitter([iteration]).flatMap { _ in Observable<Int>.empty() })
                        .subscribe(
                            onNext: { _ in
                                probe.enter()
                                total.add(1, ordering: .relaxed)
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
        if flavor != .flatMapFirst {
            #expect(total.load(ordering: .relaxed) == iterations * 8)
        }
    }
}
