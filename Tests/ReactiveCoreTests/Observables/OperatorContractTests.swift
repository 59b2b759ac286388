import Foundation
import ReactiveCore
import ReactiveTesting
import Testing

/// A single-source operator under test, with how much later than its source it delivers.
struct UnaryOperator: Sendable, CustomTestStringConvertible {
    let name: String
    /// Ticks between the source's error and the operator's (observe(on:) adds one).
    var errorDelay: TestTime = 0
    /// Ticks between subscribing to the operator and it subscribing upstream.
    var subscriptionDelay: TestTime = 0
    /// Ticks between disposing the operator and it disposing upstream.
    var disposalDelay: TestTime = 0
    let apply: @Sendable (Observable<Int>, TestScheduler) -> Observable<Int>

    var testDescription: String { name }

    static let all: [UnaryOperator] = [
        .init(name: "map") { source, _ in source.map { $0 + 1 } },
        .init(name: "compactMap") { source, _ in source.compactMap { $0 } },
        .init(name: "filter") { source, _ in source.filter { _ in true } },
        .init(name: "scan") { source, _ in source.scan(0, accumulator: +) },
        .init(name: "distinctUntilChanged") { source, _ in source.distinctUntilChanged() },
        .init(name: "startWith") { source, _ in source.startWith(0) },
        .init(name: "skip") { source, _ in source.skip(1) },
        .init(name: "skip(while:)") { source, _ in source.skip(while: { $0 < 0 }) },
        .init(name: "take") { source, _ in source.take(100) },
        .init(name: "take(while:)") { source, _ in source.take(while: { _ in true }) },
        .init(name: "take(until: predicate)") { source, _ in source.take(until: { _ in false }) },
        .init(name: "take(until: other)") { source, _ in source.take(until: Observable<Int>.never()) },
        .init(name: "enumerated") { source, _ in source.enumerated().map(\.element) },
        .init(name: "takeLast") { source, _ in source.takeLast(2) },
        .init(name: "skip(until:)") { source, _ in source.skip(until: Observable<Int>.just(0)) },
        .init(name: "element(at:)") { source, _ in source.element(at: 100) },
        .init(name: "ifEmpty") { source, _ in source.ifEmpty(default: 0) },
        .init(name: "do") { source, _ in source.do(onNext: { _ in }) },
        .init(name: "withUnretained") { source, _ in source.withUnretained(Anchor.shared).map(\.1) },
        .init(name: "debounce") { source, scheduler in source.debounce(.seconds(5), scheduler: scheduler) },
        .init(name: "throttle") { source, scheduler in source.throttle(.seconds(5), scheduler: scheduler) },
        .init(name: "delay") { source, scheduler in source.delay(.seconds(5), scheduler: scheduler) },
        .init(name: "timeout") { source, scheduler in source.timeout(.seconds(100), scheduler: scheduler) },
        .init(name: "buffer") { source, scheduler in
            source.buffer(timeSpan: .seconds(7), count: 3, scheduler: scheduler).map(\.count)
        },
        .init(name: "catch") { source, _ in source.catch { .error($0) } },
        .init(name: "retry(1)") { source, _ in source.retry(1) },
        .init(name: "materialize/dematerialize") { source, _ in source.materialize().dematerialize() },
        .init(name: "share") { source, _ in source.share(replay: 1) },
        .init(name: "publish/refCount") { source, _ in source.publish().refCount() },
        .init(name: "flatMap") { source, _ in source.flatMap { Observable.just($0) } },
        .init(name: "flatMapLatest") { source, _ in source.flatMapLatest { Observable.just($0) } },
        .init(name: "flatMapFirst") { source, _ in source.flatMapFirst { Observable.just($0) } },
        .init(name: "concatMap") { source, _ in source.concatMap { Observable.just($0) } },
        .init(name: "withLatestFrom") { source, _ in source.withLatestFrom(Observable.just(1)) { $0 + $1 } },
        .init(name: "combineLatest") { source, _ in
            Observable.combineLatest(source, Observable.just(1), resultSelector: +)
        },
        .init(name: "zip") { source, _ in Observable.zip(source, Observable.from(0..<100), resultSelector: +) },
        .init(name: "merge") { source, _ in Observable.merge(source, .never()) },
        .init(name: "concat") { source, _ in source.concat(Observable.just(0)) },
        .init(name: "observe(on:)", errorDelay: 1) { source, scheduler in source.observe(on: scheduler) },
        .init(name: "subscribe(on:)", subscriptionDelay: 1, disposalDelay: 1) { source, scheduler in
            source.subscribe(on: scheduler)
        },
        .init(name: "delaySubscription", subscriptionDelay: 5) { source, scheduler in
            source.delaySubscription(.seconds(5), scheduler: scheduler)
        },
        .init(name: "reduce") { source, _ in source.reduce(0, accumulator: +) },
        .init(name: "toArray") { source, _ in source.toArray().asObservable().map(\.count) },
        .init(name: "single(predicate)") { source, _ in source.single { $0 > 100 } },
        .init(name: "sample") { source, _ in source.sample(Observable<Int>.never()) },
        .init(name: "amb") { source, _ in source.amb(Observable<Int>.never()) },
        .init(name: "groupBy") { source, _ in source.groupBy { $0 % 2 }.flatMap { $0 } },
        .init(name: "window") { source, scheduler in
            source.window(timeSpan: .seconds(7), count: 3, scheduler: scheduler).flatMap { $0 }
        },
        .init(name: "using") { source, _ in
            Observable.using({ ContractResource() }, observableFactory: { _ in source })
        },
    ]

    /// Which entry covers each file under `Modules/ReactiveCore/Observables/`, or why none applies.
    /// `ContractCoverageTests` fails when a file is missing here, so a new operator gets an entry.
    static let coverage: [String: String] = [
        "Amb": "amb", "Buffer": "buffer", "Catch": "catch", "CombineLatest": "combineLatest",
        "CombineLatest+Arity": "combineLatest", "CompactMap": "compactMap", "Concat": "concat",
        "Debounce": "debounce", "Decode": "map", "Delay": "delay", "DistinctUntilChanged": "distinctUntilChanged",
        "Do": "do",
        "ElementAt": "element(at:)", "Enumerated": "enumerated", "Filter": "filter", "FlatMap": "flatMap",
        "GroupBy": "groupBy",
        "IfEmpty": "ifEmpty", "Map": "map", "Materialize": "materialize/dematerialize", "Merge": "merge",
        "Multicast": "publish/refCount", "ObserveOn": "observe(on:)", "Reduce": "reduce", "Retry": "retry(1)",
        "Sample": "sample", "Scan": "scan", "ShareReplayScope": "share", "SingleElement": "single(predicate)",
        "Skip": "skip", "SkipUntil": "skip(until:)", "StartWith": "startWith", "Take": "take",
        "TakeLast": "takeLast", "TakeUntil": "take(until: other)", "TakeWhile": "take(while:)",
        "Throttle": "throttle", "Timeout": "timeout", "ToArray": "toArray", "Using": "using",
        "Window": "window", "WithLatestFrom": "withLatestFrom", "WithUnretained": "withUnretained", "Zip": "zip",
        "Zip+Arity": "zip",
        // No upstream to end: creation operators, tested in CreationTests.
        "Create": "none: creates a sequence", "Deferred": "none: creates a sequence",
        "Empty": "none: creates a sequence", "Error": "none: creates a sequence",
        "Generate": "none: creates a sequence", "Just": "none: creates a sequence",
        "Never": "none: creates a sequence", "Range": "none: creates a sequence",
        "RepeatElement": "none: creates a sequence", "Sequence": "none: creates a sequence",
        "Timer": "none: creates a sequence",
        // The subscriber's side, not an operator.
        "Bind": "none: subscribes", "Subscribe": "none: subscribes", "Debug": "none: logs and forwards",
        "Deprecated": "none: renamed spellings of covered operators",
    ]
}

/// A resource for the `using` entry.
final class ContractResource: Disposable {
    func dispose() {}
}

/// An object that outlives every test, for `withUnretained`.
final class Anchor: Sendable {
    static let shared = Anchor()
}

@Suite(.tracksResources)
struct OperatorContractTests {
    @Test(arguments: UnaryOperator.all)
    func anUpstreamErrorIsForwardedAndEndsTheUpstreamSubscription(_ operator: UnaryOperator) {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(250, TestError.boom)])
        let observer = scheduler.start { `operator`.apply(source.asObservable(), scheduler) }
        let last = observer.events.last
        #expect(last?.time == 250 + `operator`.errorDelay)
        #expect(last?.value.error as? TestError == .boom)
        #expect(observer.events.filter { $0.value.isStopEvent }.count == 1)
        #expect(
            source.subscriptions == [
                Subscription(200 + `operator`.subscriptionDelay, 250)
            ])
    }

    @Test(arguments: UnaryOperator.all)
    func disposalEndsTheUpstreamSubscriptionAndDelivery(_ operator: UnaryOperator) {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(240, 3), .next(260, 4), .completed(300),
        ])
        let observer = scheduler.start(disposed: 250) { `operator`.apply(source.asObservable(), scheduler) }
        #expect(observer.events.allSatisfy { $0.time < 250 })
        #expect(
            source.subscriptions == [
                Subscription(200 + `operator`.subscriptionDelay, 250 + `operator`.disposalDelay)
            ])
    }
}

/// Every file under `Observables/` is covered by an entry above, or says why none applies.
struct ContractCoverageTests {
    @Test func everyOperatorFileHasAContractEntry() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "Modules/ReactiveCore/Observables")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }
        #expect(files.count > 50)
        let names = Set(UnaryOperator.all.map(\.name))
        for file in files.sorted() {
            let entry = try #require(UnaryOperator.coverage[file], "Observables/\(file).swift has no contract entry")
            #expect(entry.hasPrefix("none: ") || names.contains(entry), "\(file) names \(entry), which is no entry")
        }
    }
}
