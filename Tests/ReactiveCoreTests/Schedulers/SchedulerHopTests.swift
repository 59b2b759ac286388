import ReactiveCore
import ReactiveTesting
import Testing

/// An operator that hops through a scheduler, with what RxSwift 6.10.2 records for it.
///
/// The expected strings are the output, pasted verbatim, of the same program run against
/// RxSwift 6.10.2 and RxTest in a throwaway package: `print(observer.events, source.subscriptions)`
/// for a hot source subscribed at 200 (through `asObservable()`, as RxSwift's operators take it)
/// that sends 1 at 210 and 2 at 220 (or 248) and then fails or completes at 250, or is disposed
/// at 300. Each string is what `Recorded` and `Subscription` print, here as in RxTest.
struct SchedulerHop: Sendable, CustomTestStringConvertible {
    let name: String
    let apply: @Sendable (Observable<Int>, TestScheduler) -> Observable<Int>
    /// Error at 250: events, then subscriptions.
    let error: (events: String, subscriptions: String)
    /// Completion at 250.
    let completion: (events: String, subscriptions: String)
    /// The second element at 248, close to the completion at 250.
    let lateElement: (events: String, subscriptions: String)
    /// Completion at 450, disposed at 300.
    let disposal: (events: String, subscriptions: String)

    var testDescription: String { name }

    static let all: [SchedulerHop] = [
        SchedulerHop(
            name: "observe(on:)", apply: { source, scheduler in source.observe(on: scheduler) },
            error: ("[next(1) @ 211, next(2) @ 221, error(boom) @ 251]", "[(200: 250)]"),
            completion: ("[next(1) @ 211, next(2) @ 221, completed @ 251]", "[(200: 250)]"),
            lateElement: ("[next(1) @ 211, next(2) @ 249, completed @ 251]", "[(200: 250)]"),
            disposal: ("[next(1) @ 211, next(2) @ 221]", "[(200: 300)]")),
        SchedulerHop(
            name: "subscribe(on:)", apply: { source, scheduler in source.subscribe(on: scheduler) },
            error: ("[next(1) @ 210, next(2) @ 220, error(boom) @ 250]", "[(201: 250)]"),
            completion: ("[next(1) @ 210, next(2) @ 220, completed @ 250]", "[(201: 250)]"),
            lateElement: ("[next(1) @ 210, next(2) @ 248, completed @ 250]", "[(201: 250)]"),
            disposal: ("[next(1) @ 210, next(2) @ 220]", "[(201: 301)]")),
        SchedulerHop(
            name: "delay", apply: { source, scheduler in source.delay(.seconds(5), scheduler: scheduler) },
            error: ("[next(1) @ 215, next(2) @ 225, error(boom) @ 250]", "[(200: 250)]"),
            completion: ("[next(1) @ 215, next(2) @ 225, completed @ 255]", "[(200: 250)]"),
            lateElement: ("[next(1) @ 215, next(2) @ 253, completed @ 255]", "[(200: 250)]"),
            disposal: ("[next(1) @ 215, next(2) @ 225]", "[(200: 300)]")),
        SchedulerHop(
            name: "debounce", apply: { source, scheduler in source.debounce(.seconds(5), scheduler: scheduler) },
            error: ("[next(1) @ 215, next(2) @ 225, error(boom) @ 250]", "[(200: 250)]"),
            completion: ("[next(1) @ 215, next(2) @ 225, completed @ 250]", "[(200: 250)]"),
            lateElement: ("[next(1) @ 215, next(2) @ 250, completed @ 250]", "[(200: 250)]"),
            disposal: ("[next(1) @ 215, next(2) @ 225]", "[(200: 300)]")),
        SchedulerHop(
            name: "throttle", apply: { source, scheduler in source.throttle(.seconds(5), scheduler: scheduler) },
            error: ("[next(1) @ 210, next(2) @ 220, error(boom) @ 250]", "[(200: 250)]"),
            completion: ("[next(1) @ 210, next(2) @ 220, completed @ 250]", "[(200: 250)]"),
            lateElement: ("[next(1) @ 210, next(2) @ 248, completed @ 250]", "[(200: 250)]"),
            disposal: ("[next(1) @ 210, next(2) @ 220]", "[(200: 300)]")),
        SchedulerHop(
            name: "throttle(latest: false)",
            apply: { source, scheduler in source.throttle(.seconds(5), latest: false, scheduler: scheduler) },
            error: ("[next(1) @ 210, next(2) @ 220, error(boom) @ 250]", "[(200: 250)]"),
            completion: ("[next(1) @ 210, next(2) @ 220, completed @ 250]", "[(200: 250)]"),
            lateElement: ("[next(1) @ 210, next(2) @ 248, completed @ 250]", "[(200: 250)]"),
            disposal: ("[next(1) @ 210, next(2) @ 220]", "[(200: 300)]")),
        SchedulerHop(
            name: "timeout", apply: { source, scheduler in source.timeout(.seconds(100), scheduler: scheduler) },
            error: ("[next(1) @ 210, next(2) @ 220, error(boom) @ 250]", "[(200: 250)]"),
            completion: ("[next(1) @ 210, next(2) @ 220, completed @ 250]", "[(200: 250)]"),
            lateElement: ("[next(1) @ 210, next(2) @ 248, completed @ 250]", "[(200: 250)]"),
            disposal: ("[next(1) @ 210, next(2) @ 220]", "[(200: 300)]")),
        SchedulerHop(
            name: "buffer",
            apply: { source, scheduler in
                source.buffer(timeSpan: .seconds(7), count: 3, scheduler: scheduler).map(\.count)
            },
            error: (
                "[next(0) @ 207, next(1) @ 214, next(1) @ 221, next(0) @ 228, next(0) @ 235, next(0) @ 242, next(0) @ 249, error(boom) @ 250]",
                "[(200: 250)]"
            ),
            completion: (
                "[next(0) @ 207, next(1) @ 214, next(1) @ 221, next(0) @ 228, next(0) @ 235, next(0) @ 242, next(0) @ 249, next(0) @ 250, completed @ 250]",
                "[(200: 250)]"
            ),
            lateElement: (
                "[next(0) @ 207, next(1) @ 214, next(0) @ 221, next(0) @ 228, next(0) @ 235, next(0) @ 242, next(1) @ 249, next(0) @ 250, completed @ 250]",
                "[(200: 250)]"
            ),
            disposal: (
                "[next(0) @ 207, next(1) @ 214, next(1) @ 221, next(0) @ 228, next(0) @ 235, next(0) @ 242, next(0) @ 249, next(0) @ 256, next(0) @ 263, next(0) @ 270, next(0) @ 277, next(0) @ 284, next(0) @ 291, next(0) @ 298]",
                "[(200: 300)]"
            )),
        SchedulerHop(
            name: "window",
            apply: { source, scheduler in
                source.window(timeSpan: .seconds(7), count: 3, scheduler: scheduler).flatMap { $0 }
            },
            error: ("[next(1) @ 210, next(2) @ 220, error(boom) @ 250]", "[(200: 250)]"),
            completion: ("[next(1) @ 210, next(2) @ 220, completed @ 250]", "[(200: 250)]"),
            lateElement: ("[next(1) @ 210, next(2) @ 248, completed @ 250]", "[(200: 250)]"),
            disposal: ("[next(1) @ 210, next(2) @ 220]", "[(200: 300)]")),
        SchedulerHop(
            name: "skip(_:scheduler:)", apply: { source, scheduler in source.skip(.seconds(50), scheduler: scheduler) },
            error: ("[error(boom) @ 250]", "[(200: 250)]"),
            completion: ("[completed @ 250]", "[(200: 250)]"),
            lateElement: ("[completed @ 250]", "[(200: 250)]"),
            disposal: ("[]", "[(200: 300)]")),
        SchedulerHop(
            name: "take(for:scheduler:)",
            apply: { source, scheduler in source.take(for: .seconds(50), scheduler: scheduler) },
            error: ("[next(1) @ 210, next(2) @ 220, error(boom) @ 250]", "[(200: 250)]"),
            completion: ("[next(1) @ 210, next(2) @ 220, completed @ 250]", "[(200: 250)]"),
            lateElement: ("[next(1) @ 210, next(2) @ 248, completed @ 250]", "[(200: 250)]"),
            disposal: ("[next(1) @ 210, next(2) @ 220, completed @ 250]", "[(200: 250)]")),
        SchedulerHop(
            name: "delaySubscription",
            apply: { source, scheduler in source.delaySubscription(.seconds(5), scheduler: scheduler) },
            error: ("[next(1) @ 210, next(2) @ 220, error(boom) @ 250]", "[(205: 250)]"),
            completion: ("[next(1) @ 210, next(2) @ 220, completed @ 250]", "[(205: 250)]"),
            lateElement: ("[next(1) @ 210, next(2) @ 248, completed @ 250]", "[(205: 250)]"),
            disposal: ("[next(1) @ 210, next(2) @ 220]", "[(205: 300)]")),
    ]
}

/// The scheduler hops match RxSwift to the tick: when each event is delivered, and when the
/// source's subscription starts and ends (at the terminal event, as the `Observable.create` that
/// `asObservable()` wraps a test observable in lets go then; at disposal otherwise).
@Suite(.tracksResources)
struct SchedulerHopTests {
    func run(
        _ hop: SchedulerHop, _ events: [Recorded<Event<Int>>], disposed: TestTime = 1000
    ) -> (events: String, subscriptions: String) {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(events)
        let observer = scheduler.start(disposed: disposed) { hop.apply(source.asObservable(), scheduler) }
        return ("\(observer.events)", "\(source.subscriptions)")
    }

    @Test(arguments: SchedulerHop.all)
    func anError(_ hop: SchedulerHop) {
        let recorded = run(hop, [.next(210, 1), .next(220, 2), .error(250, TestError.boom)])
        #expect(recorded.events == hop.error.events)
        #expect(recorded.subscriptions == hop.error.subscriptions)
    }

    @Test(arguments: SchedulerHop.all)
    func aCompletion(_ hop: SchedulerHop) {
        let recorded = run(hop, [.next(210, 1), .next(220, 2), .completed(250)])
        #expect(recorded.events == hop.completion.events)
        #expect(recorded.subscriptions == hop.completion.subscriptions)
    }

    @Test(arguments: SchedulerHop.all)
    func anElementJustBeforeTheCompletion(_ hop: SchedulerHop) {
        let recorded = run(hop, [.next(210, 1), .next(248, 2), .completed(250)])
        #expect(recorded.events == hop.lateElement.events)
        #expect(recorded.subscriptions == hop.lateElement.subscriptions)
    }

    @Test(arguments: SchedulerHop.all)
    func aDisposal(_ hop: SchedulerHop) {
        let recorded = run(hop, [.next(210, 1), .next(220, 2), .completed(450)], disposed: 300)
        #expect(recorded.events == hop.disposal.events)
        #expect(recorded.subscriptions == hop.disposal.subscriptions)
    }
}
