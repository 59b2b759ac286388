import ReactiveCore
import ReactiveTesting
import Testing

/// A subscriber that drops its disposable (`_ = source.subscribe(...)`) keeps nothing alive once
/// the sequence has ended, however it ended: with an event, or silently, as `skip(until:)` does
/// when its source completes before the gate opens. RxSwift frees such a subscription (its sink
/// disposer lets go of the sink), so a sink that ends must not stay tied to its subscriber.
///
/// Each count is taken in a scope of its own after the virtual clock has run out: the resources
/// the subscription made that are still alive.
@Suite(.tracksResources)
struct SilentEndTests {
    /// Subscribes at 200 and drops the disposable, lets `events` play, and returns how many
    /// resources are left once the scheduler has nothing more to run.
    static func liveAfterPlaying(
        _ events: [Recorded<Event<Int>>], _ apply: @escaping (Observable<Int>, TestScheduler) -> Observable<Int>
    ) -> (live: Int32, received: [Event<Int>]) {
        var received: [Event<Int>] = []
        let live = Resources.withScope {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable(events)
            scheduler.scheduleAt(200) {
                _ = apply(source.asObservable(), scheduler).subscribe(
                    onNext: { received.append(.next($0)) }, onError: { received.append(.error($0)) },
                    onCompleted: { received.append(.completed) })
            }
            scheduler.start()
        }.live
        return (live, received)
    }

    /// Operators whose result does not end when the source completes (they wait for another
    /// source that never ends: `merge`'s second source, `sample`'s sampler, as RxSwift's
    /// `SampleSequenceSink` does), so a completion leaves their subscription running.
    static let runOnAfterCompletion: Set<String> = ["merge", "sample"]

    @Test(arguments: UnaryOperator.all)
    func aCompletedSubscriptionWhoseDisposableWasDroppedLeavesNothingAlive(_ operator: UnaryOperator) {
        let (live, received) = Self.liveAfterPlaying([.next(210, 1), .completed(300)], `operator`.apply)
        if Self.runOnAfterCompletion.contains(`operator`.name) {
            #expect(received.last?.isStopEvent != true)
            #expect(live > 0, "the sequence still runs")
        } else {
            #expect(received.last?.isStopEvent == true)
            #expect(live == 0)
        }
    }

    @Test(arguments: UnaryOperator.all)
    func aFailedSubscriptionWhoseDisposableWasDroppedLeavesNothingAlive(_ operator: UnaryOperator) {
        let (live, received) = Self.liveAfterPlaying([.next(210, 1), .error(300, TestError.boom)], `operator`.apply)
        #expect(received.last?.error as? TestError == .boom)
        #expect(live == 0)
    }

    /// `skip(until:)` whose source completes before its gate opens ends without a word to its
    /// subscriber, as RxSwift's; its sink, its subscriptions and the subscriber were kept alive
    /// (3 resources) until disposed.
    @Test func skipUntilThatEndsSilentlyLeavesNothingAlive() {
        let (live, received) = Self.liveAfterPlaying([.next(210, 1), .completed(300)]) { source, _ in
            source.skip(until: Observable<Int>.never())
        }
        #expect(received.isEmpty, "nothing reaches the subscriber, not even the completion")
        #expect(live == 0)
    }

    @Test func skipUntilThatEndsSilentlyWithAGateThatCompletedLeavesNothingAlive() {
        let (live, received) = Self.liveAfterPlaying([.next(210, 1), .completed(300)]) { source, scheduler in
            source.skip(until: Observable<Int>.empty().delay(.seconds(50), scheduler: scheduler))
        }
        #expect(received.isEmpty)
        #expect(live == 0)
    }

    /// The operators that dispose their sink themselves (RxSwift's `Retry`, `Catch`, `Do`,
    /// `Concat`, `Debug`), on each of their ways to end.
    static let selfDisposing: [(name: String, apply: @Sendable (Observable<Int>, TestScheduler) -> Observable<Int>)] =
        [
            ("retry(3), then completes", { source, _ in failingOnce(source).retry(3) }),
            ("retry(2), exhausted", { source, _ in Observable<Int>.error(TestError.boom).concat(source).retry(2) }),
            (
                "retry(when:), then completes",
                { source, _ in failingOnce(source).retry(when: { (errors: Observable<Swift.Error>) in errors }) }
            ),
            (
                "retry(when:), trigger completes",
                { source, _ in
                    Observable<Int>.error(TestError.boom).concat(source)
                        .retry(when: { (errors: Observable<Swift.Error>) in
                            errors.take(1).map { _ in 0 }.concat(Observable.empty())
                        })
                }
            ),
            ("catch, replacement completes", { source, _ in failingOnce(source).catch { _ in source } }),
            (
                "catch, handler throws",
                { source, _ in Observable<Int>.error(TestError.other).catch { _ in throw TestError.boom } }
            ),
            ("catch(sequence:)", { source, _ in Observable.catch(sequence: [.error(TestError.other), source]) }),
            (
                "catchAndReturn",
                { source, _ in Observable<Int>.error(TestError.other).concat(source).catchAndReturn(0) }
            ),
            ("concat", { source, _ in Observable.concat([Observable.just(0), source]) }),
            (
                "concat, first fails",
                { source, _ in Observable.concat([source.map { _ in throw TestError.boom }, .never()]) }
            ),
            ("do(onDispose:)", { source, _ in source.do(afterCompleted: {}, onDispose: {}) }),
            ("do, callback throws", { source, _ in source.do(onNext: { _ in throw TestError.boom }) }),
            (
                "ifEmpty(switchTo:), source empty at once",
                { source, _ in Observable<Int>.empty().ifEmpty(switchTo: source) }
            ),
            ("debug", { source, _ in source.debug("SilentEndTests", trimOutput: true) }),
        ]

    @Test(arguments: selfDisposing.indices)
    func aSelfDisposingOperatorLeavesNothingAliveAfterItEnds(_ index: Int) {
        let (name, apply) = Self.selfDisposing[index]
        let (live, received) = Self.liveAfterPlaying([.next(210, 1), .completed(300)], apply)
        #expect(received.last?.isStopEvent == true, "\(name) ends")
        #expect(live == 0, "\(name)")
    }
}

/// `source`, except that its first subscription fails at once.
private func failingOnce(_ source: Observable<Int>) -> Observable<Int> {
    let attempts = AttemptCounter()
    return Observable.deferred {
        attempts.count += 1
        return attempts.count == 1 ? .error(TestError.boom) : source
    }
}

/// How many times `failingOnce`'s sequence was subscribed.
private final class AttemptCounter: @unchecked Sendable {
    var count = 0
}
