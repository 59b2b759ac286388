import Dispatch
import ReactiveTesting
import Synchronization
import Testing

@testable import ReactiveCore

/// The operators that serialize several sources with a lock of their own (`zip`,
/// `combineLatest`, `withLatestFrom`, `sample`, `amb`, `take(until:)`, `skip(until:)`), with
/// every source sending from another thread and many subscriptions at once: each ends, and its
/// observer is called from one thread at a time.
@Suite(.tracksResources)
struct CombiningStressTests {
    enum Operator: String, CaseIterable, CustomTestStringConvertible {
        case zip, combineLatest, withLatestFrom, sample, amb, takeUntil, skipUntil

        var testDescription: String { rawValue }

        func apply(_ first: Observable<Int>, _ second: Observable<Int>) -> Observable<Int> {
            switch self {
            case .zip: Observable.zip(first, second) { $0 + $1 }
            case .combineLatest: Observable.combineLatest(first, second) { $0 + $1 }
            case .withLatestFrom: first.withLatestFrom(second) { $0 + $1 }
            case .sample: first.sample(second)
            case .amb: first.amb(second)
            case .takeUntil: first.take(until: second)
            case .skipUntil: first.skip(until: second)
            }
        }
    }

    @Test(arguments: Operator.allCases)
    func concurrentSubscriptionsWithSourcesOnOtherThreads(_ op: Operator) throws {
        let work = BackgroundWork()
        let iterations = 200
        // `skip(until:)` whose source completes before its gate opens ends without a word to its
        // observer, as RxSwift's does: when the share completes between the source's subscription
        // and the gate's, the gate subscribes again and opens too late. Its subscriptions are not
        // waited for one by one; the background work is, and disposing them ends them.
        let endsSilently = op == .skipUntil
        let done = Countdown(endsSilently ? 0 : iterations)
        let subscriptions = Subscriptions()
        let overlaps = Atomic<Int>(0)
        for _ in 0..<iterations {
            work.async {
                let probe = SerializationProbe()
                // Shared, so that the operator's lock and the share's are taken on several
                // threads in both orders.
                let first = work.emitter(Array(0..<20)).share(replay: 1)
                let second = work.emitter(Array(0..<20))
                subscriptions.add(
                    op.apply(first, Observable.merge(second, first.skip(5)))
                        .subscribe(
                            onNext: { _ in
                                probe.enter()
                                probe.leave()
                            },
                            onDisposed: {
                                if probe.overlaps > 0 { overlaps.add(1, ordering: .relaxed) }
                                if !endsSilently { done.signal() }
                            }))
            }
        }
        try done.wait()
        if endsSilently { try work.drain() }
        subscriptions.disposeAll()
        try work.drain()
        #expect(overlaps.load(ordering: .relaxed) == 0)
    }
}
