import Dispatch
import ReactiveTesting
import Synchronization
import Testing

@testable import ReactiveCore

/// The operators whose lock is shared with timers on a concurrent scheduler (`debounce`,
/// `throttle`, `buffer`, `window`, `timeout`, `observe(on:)`), with the source sending from
/// another thread and many subscriptions at once: each ends, and its observer is called from one
/// thread at a time.
@Suite(.tracksResources)
struct TimedOperatorsStressTests {
    enum Operator: String, CaseIterable, CustomTestStringConvertible {
        case debounce, throttle, buffer, window, timeout, observeOn

        var testDescription: String { rawValue }

        func apply(_ source: Observable<Int>, _ scheduler: SchedulerType) -> Observable<Int> {
            switch self {
            case .debounce: source.debounce(.microseconds(50), scheduler: scheduler)
            case .throttle: source.throttle(.microseconds(50), scheduler: scheduler)
            case .buffer: source.buffer(timeSpan: .microseconds(50), count: 3, scheduler: scheduler).map(\.count)
            case .window:
                source.window(timeSpan: .microseconds(50), count: 3, scheduler: scheduler).flatMap { $0 }
            case .timeout: source.timeout(.microseconds(50), other: Observable.just(-1), scheduler: scheduler)
            case .observeOn: source.observe(on: scheduler)
            }
        }
    }

    @Test(arguments: Operator.allCases)
    func concurrentSubscriptionsWithTheSourceOnAnotherThread(_ op: Operator) throws {
        let work = BackgroundWork()
        let scheduler = ConcurrentDispatchQueueScheduler(queue: work.queue)
        let iterations = 200
        let done = Countdown(iterations)
        let subscriptions = Subscriptions()
        let overlaps = Atomic<Int>(0)
        for _ in 0..<iterations {
            work.async {
                let probe = SerializationProbe()
                subscriptions.add(
                    op.apply(work.emitter(Array(0..<20)), scheduler)
                        .subscribe(
                            onNext: { _ in
                                probe.enter()
                                probe.leave()
                            },
                            onDisposed: {
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
