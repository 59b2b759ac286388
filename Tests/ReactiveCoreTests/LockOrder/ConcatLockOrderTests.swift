import Dispatch
import ReactiveTesting
import Synchronization
import Testing

@testable import ReactiveCore

/// `concat`, `catch(sequence:)` and `retry` subscribe the next source without holding a lock: a
/// source that ends on another thread while the next one is being subscribed is served by the
/// subscribing thread instead of waiting for it.
@Suite(.tracksResources)
struct ConcatLockOrderTests {
    /// How a flavor moves to the next source: on completion (concat) or on error.
    enum Flavor: String, CaseIterable, CustomTestStringConvertible {
        case concat, catchSequence, retry

        var testDescription: String { rawValue }

        /// Three sources in turn, each ending with `end` (completion, or an error), the last
        /// completing.
        func run(_ sources: [Observable<Int>]) -> Observable<Int> {
            switch self {
            case .concat:
                return Observable.concat(sources)
            case .catchSequence:
                return Observable.catch(sequence: sources)
            case .retry:
                let attempt = Atomic<Int>(0)
                return Observable.deferred {
                    let index = attempt.add(1, ordering: .relaxed).oldValue
                    return sources[min(index, sources.count - 1)]
                }
                .retry(3)
            }
        }

        /// Ends a source that is not the last one.
        func end<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Int {
            switch self {
            case .concat: observer.onCompleted()
            case .catchSequence, .retry: observer.onError(TestError.boom)
            }
        }
    }

    /// The second source ends from another thread while it is being subscribed, and waits for
    /// that thread: the request for the third source must not need a lock held meanwhile.
    @Test(arguments: Flavor.allCases)
    func aSourceEndingOnAnotherThreadDuringItsSubscription(_ flavor: Flavor) throws {
        let work = BackgroundWork()
        let sources: [Observable<Int>] = [
            Observable.create { observer in
                observer.onNext(1)
                flavor.end(observer)
                return Disposables.create()
            },
            Observable.create { observer in
                let returned = work.returnsPromptly {
                    observer.onNext(2)
                    flavor.end(observer)
                }
                #expect(returned, "a source ending on another thread waited for its own subscription")
                return Disposables.create()
            },
            Observable.just(3),
        ]
        let completed = DispatchSemaphore(value: 0)
        let received = LockedState<[Int]>([])
        let subscription = flavor.run(sources)
            .subscribe(
                onNext: { element in received.withLock { $0.append(element) } },
                onCompleted: { completed.signal() })
        // A deadlock never completes; a thousand subscriptions under the thread sanitizer on a
        // loaded machine took longer than 5 s (make test-tsan beside a build), so the limit is wide.
        try waitFor(completed)
        subscription.dispose()
        try work.drain()
        #expect(received.withLock { $0 } == [1, 2, 3])
    }

    /// Many subscriptions at once, each concatenating sources that end on other threads.
    @Test(arguments: Flavor.allCases)
    func concurrentSubscriptionsWithSourcesOnOtherThreads(_ flavor: Flavor) throws {
        let work = BackgroundWork()
        let iterations = 200
        let done = Countdown(iterations)
        let subscriptions = Subscriptions()
        let total = Atomic<Int>(0)
        for _ in 0..<iterations {
            work.async {
                let ending = (0..<2).map { value in
                    Observable<Int>.create { observer in
                        work.async {
                            observer.onNext(value)
                            flavor.end(observer)
                        }
                        return Disposables.create()
                    }
                }
                subscriptions.add(
                    flavor.run(ending + [work.emitter([2])])
                        .subscribe(
                            onNext: { value in total.add(value + 1, ordering: .relaxed) },
                            onCompleted: { done.signal() }))
            }
        }
        try done.wait()
        subscriptions.disposeAll()
        try work.drain()
        #expect(total.load(ordering: .relaxed) == iterations * 6)
    }
}
