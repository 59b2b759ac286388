import Foundation
import ReactiveCore
import ReactiveTesting
import Testing

@Suite(.tracksResources)
struct TransformingTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func compactMapDropsNilResults() {
        let source = scheduler.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)])
        let observer = scheduler.start { source.compactMap { Int($0) } }
        #expect(observer.events == [.next(210, 1), .next(230, 3), .completed(300)])
    }

    @Test func compactMapForwardsErrorsAndThrownErrors() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.boom)])
        let observer = scheduler.start {
            source.compactMap { value -> Int? in
                if value == 2 { throw TestError.other }
                return value
            }
        }
        #expect(observer.events == [.next(210, 1), .error(220, TestError.other)])
        #expect(source.subscriptions == [Subscription(200, 220)])
    }

    @Test func filterKeepsPassingElements() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .error(250, TestError.boom),
        ])
        let observer = scheduler.start { source.filter { $0.isMultiple(of: 2) } }
        #expect(observer.events == [.next(220, 2), .next(240, 4), .error(250, TestError.boom)])
    }

    @Test func scanSendsEveryIntermediateValue() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let observer = scheduler.start { source.scan(10, accumulator: +) }
        #expect(observer.events == [.next(210, 11), .next(220, 13), .next(230, 16), .completed(300)])
    }

    @Test func scanIntoMutatesTheAccumulatorInPlace() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let observer = scheduler.start { source.scan(into: [Int]()) { $0.append($1) } }
        #expect(observer.events == [.next(210, [1]), .next(220, [1, 2]), .completed(300)])
    }

    @Test func reduceSendsTheResultOnCompletion() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let observer = scheduler.start { source.reduce(0, accumulator: +, mapResult: { "sum \($0)" }) }
        #expect(observer.events == [.next(300, "sum 3"), .completed(300)])
    }

    @Test func reduceForwardsAnAccumulatorError() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let observer = scheduler.start {
            source.reduce(0) { sum, value in
                if value == 2 { throw TestError.boom }
                return sum + value
            }
        }
        #expect(observer.events == [.error(220, TestError.boom)])
    }

    @Test func toArrayCollectsEverythingIntoASingle() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let observer = scheduler.start { source.toArray().asObservable() }
        #expect(observer.events == [.next(300, [1, 2]), .completed(300)])
    }

    @Test func distinctUntilChangedDropsConsecutiveRepeats() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 1), .next(250, 1), .completed(300),
        ])
        let observer = scheduler.start { source.distinctUntilChanged() }
        #expect(observer.events == [.next(210, 1), .next(230, 2), .next(240, 1), .completed(300)])
    }

    @Test func distinctUntilChangedByKeyAndComparer() {
        let source = scheduler.createHotObservable([
            .next(210, "apple"), .next(220, "avocado"), .next(230, "banana"), .completed(300),
        ])
        let byKey = scheduler.start { source.distinctUntilChanged { $0.first } }
        #expect(byKey.events == [.next(210, "apple"), .next(230, "banana"), .completed(300)])

        let lengths = TestScheduler(initialClock: 0)
        let words = lengths.createHotObservable([
            .next(210, "ab"), .next(220, "cd"), .next(230, "efg"), .completed(300),
        ])
        let byComparer = lengths.start { words.distinctUntilChanged { $0.count == $1.count } }
        #expect(byComparer.events == [.next(210, "ab"), .next(230, "efg"), .completed(300)])
    }

    @Test func startWithSendsItsElementsFirst() {
        let source = scheduler.createHotObservable([.next(210, 3), .completed(300)])
        let observer = scheduler.start { source.startWith(1, 2) }
        #expect(observer.events == [.next(200, 1), .next(200, 2), .next(210, 3), .completed(300)])
    }

    @Test func enumeratedPairsElementsWithIndexes() {
        let source = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(300)])
        let observer = scheduler.start { source.enumerated().map { "\($0.index)\($0.element)" } }
        #expect(observer.events == [.next(210, "0a"), .next(220, "1b"), .completed(300)])
    }

    @Test func materializeTurnsEventsIntoElements() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let observer = scheduler.start { source.materialize() }
        #expect(observer.events == [.next(210, .next(1)), .next(220, .error(TestError.boom)), .completed(220)])
    }

    @Test func dematerializeTurnsElementsBackIntoEvents() {
        let source = scheduler.createHotObservable([.next(210, Event.next(1)), .next(220, Event<Int>.completed)])
        let observer = scheduler.start { source.dematerialize() }
        #expect(observer.events == [.next(210, 1), .completed(220)])
    }

    @Test func withUnretainedCompletesOnceTheObjectIsGone() {
        final class Owner {}
        var owner: Owner? = Owner()
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        weak let weakOwner = owner
        scheduler.scheduleAt(220) { owner = nil }
        let observer = scheduler.start { source.withUnretained(weakOwner!).map { $0.1 } }
        #expect(observer.events == [.next(210, 1), .completed(230)])
    }

    @Test func ignoreElementsKeepsOnlyTheTerminalEvent() {
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let observer = scheduler.start { source.ignoreElements() }
        #expect(observer.events == [.completed(300)])
    }
}

/// `decode(type:decoder:)`, RxSwift's `map` that decodes `Data`.
@Suite(.tracksResources)
struct DecodeTests {
    struct Point: Codable, Equatable {
        let x: Int
        let y: Int
    }

    @Test func decodesEachElementAndFailsOnTheFirstThatDoesNotDecode() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let good = Data(#"{"x": 1, "y": 2}"#.utf8)
        let plist = try PropertyListEncoder().encode(Point(x: 3, y: 4))
        let source = scheduler.createHotObservable([.next(210, good), .next(220, Data("nope".utf8)), .next(230, good)])
        let observer = scheduler.start { source.decode(type: Point.self, decoder: JSONDecoder()) }
        #expect(observer.events.first == .next(210, Point(x: 1, y: 2)))
        #expect(observer.events.count == 2)
        #expect(observer.events.last?.time == 220)
        #expect(observer.events.last?.value.error is DecodingError)
        #expect(source.subscriptions == [Subscription(200, 220)])
        var decoded: [Point] = []
        _ = Observable.just(plist).decode(type: Point.self, decoder: PropertyListDecoder())
            .subscribe(onNext: { decoded.append($0) })
        #expect(decoded == [Point(x: 3, y: 4)])
    }
}
