import ReactiveCore
import ReactiveTesting
import Testing

@Suite(.tracksResources)
struct CombiningTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func combineLatestWaitsForBothThenCombinesEveryChange() {
        let a = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 3), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(350)])
        let observer = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        #expect(observer.events == [.next(220, 3), .next(230, 5), .next(240, 7), .completed(350)])
    }

    @Test func combineLatestWaitsForEverySourceToCompleteEvenAnEmptyOne() {
        let a = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(260)])
        let observer = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        // b's element at 220 finds a completed without an element: no combination can ever come.
        #expect(observer.events == [.completed(220)])
    }

    @Test func combineLatestFailsWithTheFirstError() {
        let a = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let b = scheduler.createHotObservable([.next(220, 2), .next(240, 4)])
        let observer = scheduler.start { Observable.combineLatest(a, b) }
        #expect(observer.events.map(\.time) == [220, 230])
        #expect(observer.events.last?.value.error as? TestError == .boom)
        #expect(b.subscriptions == [Subscription(200, 230)])
    }

    @Test func combineLatestOfThreeAndOfACollection() {
        let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(300)])
        let c = scheduler.createHotObservable([.next(230, 100), .next(240, 200), .completed(300)])
        let three = scheduler.start { Observable.combineLatest(a, b, c) { $0 + $1 + $2 } }
        #expect(three.events == [.next(230, 111), .next(240, 211), .completed(300)])

        let collection = EventLog<[Int]>()
        Observable.combineLatest([Observable.just(1), .just(2)]).subscribe(collection.record).dispose()
        #expect(collection.events == [.next([1, 2]), .completed])

        let empty = EventLog<Int>()
        Observable.combineLatest([Observable<Int>](), resultSelector: { $0.count }).subscribe(empty.record).dispose()
        #expect(empty.events == [.next(0), .completed])
    }

    @Test func zipPairsByPositionUnsubscribesEachSourceAsItCompletesAndCompletesWithTheLast() {
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(250)])
        let b = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .next(260, 6), .completed(400)])
        let observer = scheduler.start { Observable.zip(a, b) { $0 + $1 } }
        // As RxSwift 6 (testZip_EmptyNonEmpty): no early completion when no pair can come.
        #expect(observer.events == [.next(220, 3), .next(240, 7), .completed(400)])
        #expect(a.subscriptions == [Subscription(200, 250)])
        #expect(b.subscriptions == [Subscription(200, 400)])
    }

    @Test func combineLatestUnsubscribesEachSourceAsItCompletes() {
        let a = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let b = scheduler.createHotObservable([.next(220, 2), .next(300, 3), .completed(400)])
        let observer = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        #expect(observer.events == [.next(220, 3), .next(300, 4), .completed(400)])
        #expect(a.subscriptions == [Subscription(200, 250)])
        #expect(b.subscriptions == [Subscription(200, 400)])
    }

    @Test func zipOfThreeAndOfACollection() {
        let a = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(300)])
        let c = scheduler.createHotObservable([.next(230, 100), .completed(300)])
        let three = scheduler.start { Observable.zip(a, b, c) { $0 + $1 + $2 } }
        #expect(three.events == [.next(230, 111), .completed(300)])

        let collection = EventLog<[Int]>()
        Observable.zip([Observable.of(1, 2), .of(3, 4, 5)]).subscribe(collection.record).dispose()
        #expect(collection.elements == [[1, 3], [2, 4]])
        #expect(collection.events.last == .completed)
    }

    /// RxSwift's `testZip_NAry_asymmetric`: once the first and third sources have completed with
    /// nothing queued, the second's element at 310 can never be paired, so the result completes.
    @Test func zipOfACollectionCompletesWhenAnElementCanNeverBePaired() {
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(270)])
        let e1 = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
        ])
        let e2 = scheduler.createHotObservable([
            .next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300),
        ])
        let observer = scheduler.start {
            Observable.zip([e0, e1, e2].map { $0.asObservable() }).map { $0.description }
        }
        #expect(observer.events == [.next(230, "[1, 2, 3]"), .next(260, "[4, 5, 6]"), .completed(310)])
        #expect(e0.subscriptions == [Subscription(200, 270)])
        #expect(e1.subscriptions == [Subscription(200, 310)])
        #expect(e2.subscriptions == [Subscription(200, 300)])
    }

    @Test func mergeInterleavesAndCompletesWhenAllHave() {
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(250)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let observer = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    }

    @Test func mergeFailsWithTheFirstErrorAndDisposesTheOthers() {
        let a = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let b = scheduler.createHotObservable([.next(230, 2), .completed(300)])
        let observer = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
        #expect(observer.events == [.next(210, 1), .error(220, TestError.boom)])
        #expect(b.subscriptions == [Subscription(200, 220)])
    }

    @Test func concatSubscribesEachSourceWhenThePreviousCompletes() {
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(30)])
        let observer = scheduler.start { a.concat(b) }
        #expect(observer.events == [.next(210, 1), .next(230, 2), .completed(250)])
        #expect(a.subscriptions == [Subscription(200, 220)])
        #expect(b.subscriptions == [Subscription(220, 250)])
    }

    @Test func concatOfSynchronousSourcesRunsWithoutRecursion() {
        let log = EventLog<Int>()
        let sources = (0..<10_000).map { Observable.just($0) }
        Observable.concat(sources).subscribe(log.record).dispose()
        #expect(log.elements.count == 10_000)
        #expect(log.events.last == .completed)
    }

    @Test func withLatestFromDropsUntilTheSecondSourceHasAnElement() {
        let first = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let second = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])
        let observer = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
        #expect(observer.events == [.next(230, "2a"), .next(250, "3b"), .completed(300)])
        #expect(second.subscriptions == [Subscription(200, 245)])
    }

    @Test func withLatestFromFailsWithTheSecondSourcesError() {
        let first = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let second = scheduler.createHotObservable([.next(205, "a"), .error(220, TestError.boom)])
        let observer = scheduler.start { first.withLatestFrom(second) }
        #expect(observer.events == [.next(210, "a"), .error(220, TestError.boom)])
    }

    @Test func sampleSendsTheNewestElementAtEachTick() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .completed(400)])
        let sampler = scheduler.createHotObservable([
            .next(230, ()), .next(240, ()), .next(260, ()), .completed(500),
        ])
        let observer = scheduler.start { source.sample(sampler) }
        #expect(observer.events == [.next(230, 2), .next(260, 3), .completed(500)])
    }

    @Test func sampleWithADefaultValueSendsItWhenNothingIsNew() {
        let source = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let sampler = scheduler.createHotObservable([.next(230, ()), .next(240, ()), .completed(500)])
        let observer = scheduler.start { source.sample(sampler, defaultValue: 0) }
        #expect(observer.events == [.next(230, 1), .next(240, 0), .next(500, 0), .completed(500)])
    }
}

/// The generated arities: every overload from two to eight sources, on virtual time.
@Suite(.tracksResources)
struct ArityTests {
    @Test func combineLatestOfEightSourcesWaitsForAllThenCombinesTheLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...8).map { index in
            scheduler.createHotObservable([.next(200 + index * 10, index), .next(400 + index, index * 10)])
        }
        let observer = scheduler.start {
            Observable.combineLatest(
                sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], sources[7]
            ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        }
        #expect(
            observer.events == [
                .next(280, 36), .next(401, 45), .next(402, 63), .next(403, 90), .next(404, 126), .next(405, 171),
                .next(406, 225), .next(407, 288), .next(408, 360),
            ])
    }

    @Test func zipOfFourToEightSourcesPairsByPosition() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...8).map { index in
            scheduler.createColdObservable([.next(10 * index, index), .next(100, -index), .completed(200)])
        }
        let five = scheduler.start {
            Observable.zip(sources[0], sources[1], sources[2], sources[3], sources[4]).map {
                [$0.0, $0.1, $0.2, $0.3, $0.4]
            }
        }
        #expect(five.events == [.next(250, [1, 2, 3, 4, 5]), .next(300, [-1, -2, -3, -4, -5]), .completed(400)])
        let eight = TestScheduler(initialClock: 0)
        let eightSources = (1...8).map { index in eight.createColdObservable([.next(5 * index, "\(index)")]) }
        let observer = eight.start {
            Observable.zip(
                eightSources[0], eightSources[1], eightSources[2], eightSources[3], eightSources[4], eightSources[5],
                eightSources[6], eightSources[7]
            ) { [$0, $1, $2, $3, $4, $5, $6, $7].joined() }
        }
        #expect(observer.events == [.next(240, "12345678")])
    }

    @Test func sharedSequencesCombineAndZipUpToEightAsTuples() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: SynchronousScheduler(timedBy: scheduler)) {
            let drivers = (1...8).map { Driver.just($0) }
            let combined = scheduler.start {
                Driver.combineLatest(
                    drivers[0], drivers[1], drivers[2], drivers[3], drivers[4], drivers[5], drivers[6], drivers[7]
                ).map { $0.0 + $0.7 }
            }
            #expect(combined.events == [.next(200, 9), .completed(200)])
            let zipped = scheduler.start(created: 1_000, subscribed: 1_100, disposed: 2_000) {
                Driver.zip(drivers[0], drivers[1], drivers[2], drivers[3]).map { $0.0 * $0.3 }
            }
            #expect(zipped.events == [.next(1_100, 4), .completed(1_100)])
        }
    }
}

@Suite(.tracksResources)
struct AmbAndUsingTests {
    @Test func ambMirrorsTheFirstSourceToSendAndDisposesTheOthersThen() {
        let scheduler = TestScheduler(initialClock: 0)
        let slow = scheduler.createHotObservable([.next(300, 1), .completed(500)])
        let fast = scheduler.createHotObservable([.next(250, 10), .next(350, 20), .completed(400)])
        let observer = scheduler.start { Observable.amb([slow.asObservable(), fast.asObservable()]) }
        #expect(observer.events == [.next(250, 10), .next(350, 20), .completed(400)])
        #expect(slow.subscriptions == [Subscription(200, 250)])
        #expect(fast.subscriptions == [Subscription(200, 400)])
    }

    @Test func ambLetsAnErrorWinToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.error(210, TestError.boom)] as [Recorded<Event<Int>>])
        let other = scheduler.createHotObservable([.next(220, 1)])
        let observer = scheduler.start { failing.asObservable().amb(other) }
        #expect(observer.events == [.error(210, TestError.boom)])
        #expect(other.subscriptions == [Subscription(200, 210)])
    }

    /// A resource that notes when it is disposed.
    final class Resource: Disposable {
        private let onDispose: () -> Void
        init(_ onDispose: @escaping () -> Void) { self.onDispose = onDispose }
        func dispose() { onDispose() }
    }

    @Test func usingDisposesItsResourceWhenTheSequenceEndsOrIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [Int] = []
        let source = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let completed = scheduler.start {
            Observable.using(
                { Resource { disposedAt.append(scheduler.clock) } },
                observableFactory: { _ in source.asObservable() })
        }
        #expect(completed.events == [.next(210, 1), .completed(250)])
        let endless = scheduler.createColdObservable([.next(10, 2)])
        let disposed = scheduler.start(created: 1_000, subscribed: 1_100, disposed: 1_300) {
            Observable.using(
                { Resource { disposedAt.append(scheduler.clock) } },
                observableFactory: { _ in endless.asObservable() })
        }
        #expect(disposed.events == [.next(1_110, 2)])
        #expect(disposedAt == [250, 1_300])
    }

    @Test func usingSendsAFactorysErrorAndReleasesTheResource() {
        var released = false
        let log = EventLog<Int>()
        Observable<Int>.using({ Resource { released = true } }, observableFactory: { _ in throw TestError.boom })
            .subscribe(log.record).dispose()
        #expect(log.events == [.error(TestError.boom)])
        #expect(released)
    }
}
