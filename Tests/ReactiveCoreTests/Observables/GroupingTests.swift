import Foundation
import ReactiveCore
import ReactiveTesting
import Testing

/// `groupBy` and `window`: operators whose elements are observables. What matters besides the
/// elements is when the source's subscription ends: not while a group or a window is watched.
@Suite(.tracksResources)
struct GroupingTests {
    let scheduler = TestScheduler(initialClock: 0)

    // MARK: groupBy

    @Test func groupByRoutesEachElementToItsKeysGroup() {
        let source = scheduler.createHotObservable([
            .next(210, "apple"), .next(220, "avocado"), .next(230, "banana"), .next(240, "apricot"),
            .next(250, "blueberry"), .completed(300),
        ])
        let observer = scheduler.start {
            source.groupBy { $0.first! }
                .flatMap { group in group.map { "\(group.key): \($0)" } }
        }
        #expect(
            observer.events == [
                .next(210, "a: apple"), .next(220, "a: avocado"), .next(230, "b: banana"),
                .next(240, "a: apricot"), .next(250, "b: blueberry"), .completed(300),
            ])
        #expect(source.subscriptions == [Subscription(200, 300)])
    }

    @Test func groupBySendsEachKeyOnceWhenItFirstAppears() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let observer = scheduler.start { source.groupBy { $0 % 2 == 0 ? "even" : "odd" }.map(\.key) }
        #expect(observer.events == [.next(210, "odd"), .next(220, "even"), .completed(250)])
    }

    @Test func aThrowingKeySelectorFailsTheGroupsAndTheSequence() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let observer = scheduler.start {
            source.groupBy { value -> Int in
                if value == 3 { throw TestError.boom }
                return value
            }
            .flatMap { group in group.materialize() }
        }
        #expect(
            observer.events == [
                .next(210, .next(1)), .next(220, .next(2)), .next(230, .error(TestError.boom)),
                .next(230, .error(TestError.boom)), .error(230, TestError.boom),
            ])
        #expect(source.subscriptions == [Subscription(200, 230)])
    }

    @Test func aWatchedGroupKeepsTheSourceSubscribedAfterTheOuterDisposes() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 11), .next(260, 2), .next(270, 12), .completed(400),
        ])
        let tens = scheduler.createObserver(Int.self)
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = source.groupBy { $0 / 10 }.subscribe(onNext: { group in
                if group.key == 1 { inner = group.subscribe(tens) }
            })
        }
        scheduler.scheduleAt(250) { outer?.dispose() }
        scheduler.scheduleAt(300) { inner?.dispose() }
        scheduler.start()
        #expect(tens.events == [.next(220, 11), .next(270, 12)])
        #expect(source.subscriptions == [Subscription(200, 300)], "the group held it until 300")
    }

    @Test func disposingTheOuterWithNoGroupWatchedEndsTheSource() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let observer = scheduler.start(disposed: 250) { source.groupBy { $0 }.map(\.key) }
        #expect(observer.events == [.next(210, 1)])
        #expect(source.subscriptions == [Subscription(200, 250)])
    }

    /// RxSwift's `testGroupBy_InnerEscapeComplete` and `_InnerEscapeError`: a group subscribed
    /// after the source ended receives the end at once.
    @Test(arguments: [nil, TestError.boom])
    func aGroupSubscribedAfterTheEndReceivesTheEnd(_ failure: TestError?) {
        let end: Recorded<Event<String>> = failure.map { .error(570, $0) } ?? .completed(570)
        let source = scheduler.createHotObservable([.next(220, "  foo"), .next(240, " FoO "), .next(310, "foO "), end])
        let results = scheduler.createObserver(String.self)
        var group: GroupedObservable<String, String>?
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = source.groupBy { $0.lowercased().trimmingCharacters(in: .whitespaces) }
                .subscribe(onNext: { group = $0 })
        }
        scheduler.scheduleAt(600) { inner = group?.subscribe(results) }
        scheduler.scheduleAt(1000) {
            outer?.dispose()
            inner?.dispose()
        }
        scheduler.start()
        #expect(results.events == [failure.map { .error(600, $0) } ?? .completed(600)])
        #expect(source.subscriptions == [Subscription(200, 570)])
    }

    /// RxSwift's `testGroupBy_InnerEscapeDispose`: once the outer subscription is gone and no
    /// group was watched, the source is gone too, and a group subscribed later receives nothing.
    @Test func aGroupSubscribedAfterTheOuterIsDisposedReceivesNothing() {
        let source = scheduler.createHotObservable([
            .next(220, "  foo"), .next(240, " FoO "), .next(530, "fOo"), .error(570, TestError.boom),
        ])
        let results = scheduler.createObserver(String.self)
        var group: GroupedObservable<String, String>?
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = source.groupBy { $0.lowercased().trimmingCharacters(in: .whitespaces) }
                .subscribe(onNext: { group = $0 })
        }
        scheduler.scheduleAt(400) { outer?.dispose() }
        scheduler.scheduleAt(600) { inner = group?.subscribe(results) }
        scheduler.scheduleAt(1000) { inner?.dispose() }
        scheduler.start()
        #expect(results.events.isEmpty)
        #expect(source.subscriptions == [Subscription(200, 400)])
    }

    // MARK: window

    @Test func windowOpensByCountAndByTime() {
        let source = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
            .next(370, 7), .next(420, 8), .next(470, 9), .completed(600),
        ])
        let observer = scheduler.start {
            source.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
                .enumerated()
                .flatMap { index, window in window.map { "\(index) \($0)" } }
        }
        #expect(
            observer.events == [
                .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "2 5"),
                .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"), .next(470, "4 9"), .completed(600),
            ])
        #expect(source.subscriptions == [Subscription(200, 600)])
    }

    @Test func windowsOpenAndCloseAtExactTimes() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(330)])
        let observer = scheduler.start {
            source.window(timeSpan: .seconds(50), count: 2, scheduler: scheduler)
                .enumerated()
                .flatMap { index, window in
                    window.toArray().asObservable().map { "\(index): \($0)" }
                }
        }
        // Window 0 fills at 220; 1 opens then and closes at 270; 2 at 320; 3 ends with the source.
        #expect(
            observer.events == [
                .next(220, "0: [1, 2]"), .next(270, "1: []"), .next(320, "2: []"), .next(330, "3: []"),
                .completed(330),
            ])
    }

    @Test func windowSendsAnErrorToTheOpenWindowAndDownstream() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let observer = scheduler.start {
            source.window(timeSpan: .seconds(100), count: 5, scheduler: scheduler)
                .flatMap { $0.materialize() }
        }
        #expect(
            observer.events == [
                .next(210, .next(1)), .next(220, .error(TestError.boom)), .error(220, TestError.boom),
            ])
        #expect(source.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposingEndsTheSourceAndTheTimer() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let observer = scheduler.start(disposed: 250) {
            source.window(timeSpan: .seconds(20), count: 5, scheduler: scheduler).flatMap { $0 }
        }
        #expect(observer.events == [.next(210, 1)])
        #expect(source.subscriptions == [Subscription(200, 250)])
    }
}
