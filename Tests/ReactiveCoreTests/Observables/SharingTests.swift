import ReactiveCore
import ReactiveTesting
import Testing

@Suite(.tracksResources)
struct SharingTests {
    let scheduler = TestScheduler(initialClock: 0)

    /// Subscribes a new observer to `source` at `subscribe` and disposes it at `dispose`.
    func observe<Source: ObservableType>(
        _ source: Source, from subscribe: TestTime, to dispose: TestTime
    ) -> TestableObserver<Source.Element> {
        let observer = scheduler.createObserver(Source.Element.self)
        var subscription: Disposable?
        scheduler.scheduleAt(subscribe) { subscription = source.subscribe(observer) }
        scheduler.scheduleAt(dispose) { subscription?.dispose() }
        return observer
    }

    @Test func shareReplaysTheLatestElementToLateSubscribers() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let shared = source.share(replay: 1)
        let early = observe(shared, from: 200, to: 1000)
        let late = observe(shared, from: 225, to: 1000)
        scheduler.start()
        #expect(early.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        #expect(late.events == [.next(225, 2), .next(230, 3), .completed(300)])
        #expect(source.subscriptions == [Subscription(200, 300)])
    }

    @Test func shareWhileConnectedResubscribesAfterTheLastSubscriberLeaves() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(280, 3)])
        let shared = source.share(replay: 1)
        let first = observe(shared, from: 200, to: 250)
        let second = observe(shared, from: 270, to: 300)
        scheduler.start()
        #expect(first.events == [.next(210, 1)])
        #expect(second.events == [.next(280, 3)])
        #expect(source.subscriptions == [Subscription(200, 250), Subscription(270, 300)])
    }

    /// A shared sequence let go of while subscribed (a view model released while its view is
    /// still bound) keeps its source as long as a subscriber does, as RxSwift's connection holds
    /// its share; the last subscriber's leaving frees both.
    @Test func aShareLetGoWhileConnectedLivesAsLongAsItsSubscribers() {
        weak var weakSource: PublishSubject<Int>?
        var received: [Int] = []
        var subscription: Disposable?
        do {
            let source = PublishSubject<Int>()
            weakSource = source
            subscription = source.map { $0 * 2 }.share(replay: 1).subscribe(onNext: { received.append($0) })
            source.onNext(1)
        }
        weakSource?.onNext(2)
        #expect(weakSource != nil)
        subscription?.dispose()
        subscription = nil
        #expect(received == [2, 4])
        #expect(weakSource == nil)
    }

    /// A subscriber that keeps its disposable after the shared source has ended (an observer
    /// subscribed directly, its disposable in a bag) holds the ended connection only: the share,
    /// its source and what they capture are freed, as in RxSwift (whose subscription holds its
    /// connection weakly).
    @Test func aDisposableKeptAfterTheSourceEndsHoldsNeitherTheShareNorItsSource() {
        weak var weakSource: PublishSubject<Int>?
        var events: [Event<Int>] = []
        var subscription: Disposable?
        do {
            let source = PublishSubject<Int>()
            weakSource = source
            subscription = source.share(replay: 1).subscribe(AnyObserver { events.append($0) })
            source.onNext(1)
            source.onCompleted()
        }
        #expect(events == [.next(1), .completed])
        #expect(weakSource == nil)
        subscription?.dispose()
    }

    @Test func shareForeverKeepsTheReplayAfterCompletion() {
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let shared = source.share(replay: 1, scope: .forever)
        let first = observe(shared, from: 200, to: 1000)
        let late = observe(shared, from: 400, to: 1000)
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(late.events == [.next(400, 2), .completed(400)])
        #expect(source.subscriptions == [Subscription(200, 230)])
    }

    @Test func shareWithoutReplaySendsOnlyLiveElements() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let shared = source.share()
        let early = observe(shared, from: 200, to: 1000)
        let late = observe(shared, from: 220, to: 1000)
        scheduler.start()
        #expect(early.events == [.next(210, 1), .next(230, 2), .completed(300)])
        #expect(late.events == [.next(230, 2), .completed(300)])
    }

    @Test func shareWhileConnectedResubscribesAfterCompletion() {
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = source.share(replay: 1)
        let first = observe(shared, from: 200, to: 1000)
        let second = observe(shared, from: 300, to: 1000)
        scheduler.start()
        #expect(first.events == [.next(210, 1), .completed(220)])
        #expect(second.events == [.next(310, 1), .completed(320)])
        #expect(source.subscriptions == [Subscription(200, 220), Subscription(300, 320)])
    }

    @Test func publishSharesOnlyAfterConnect() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let published = source.publish()
        let observer = observe(published, from: 200, to: 1000)
        var connection: Disposable?
        scheduler.scheduleAt(220) { connection = published.connect() }
        scheduler.scheduleAt(500) { connection?.dispose() }
        scheduler.start()
        #expect(observer.events == [.next(230, 2), .completed(300)])
        #expect(source.subscriptions == [Subscription(220, 300)])
    }

    @Test func refCountConnectsOnTheFirstSubscriberAndDisconnectsAfterTheLast() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3)])
        let counted = source.publish().refCount()
        let first = observe(counted, from: 200, to: 240)
        let second = observe(counted, from: 220, to: 260)
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(230, 2)])
        #expect(second.events == [.next(230, 2), .next(250, 3)])
        #expect(source.subscriptions == [Subscription(200, 260)])
    }

    @Test func replayMulticastsThroughAReplaySubject() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let replayed = source.replay(1)
        var connection: Disposable?
        scheduler.scheduleAt(200) { connection = replayed.connect() }
        let late = observe(replayed, from: 250, to: 1000)
        scheduler.scheduleAt(900) { connection?.dispose() }
        scheduler.start()
        #expect(late.events == [.next(250, 2), .completed(300)])
    }

    /// Each connection multicasts through a new subject, as RxSwift's `multicast(makeSubject:)`
    /// (RxSwift 6.10.2 gives these events in a /tmp run): a subscriber of the first connection
    /// hears nothing of the second, and one that arrives between them replays nothing old.
    /// RxSwift 6.10.2's testReplayNReleasesResourcesOnComplete and testReplayAllReleasesResourcesOnComplete
    /// with their per-test resource check on: a subscriber that arrives after the connection has
    /// ended, on the next connection's subject, and is never disposed, is released with the
    /// connectable.
    @Test(arguments: ["replay(1)", "replayAll", "publish"])
    func aSubscriberLeftOnAReleasedConnectableIsReleasedWithIt(_ kind: String) {
        let (_, live) = Resources.withScope {
            let source = Observable.just(1)
            let connectable =
                switch kind {
                case "replay(1)": source.replay(1)
                case "replayAll": source.replayAll()
                default: source.publish()
                }
            _ = connectable.connect()
            _ = connectable.subscribe()
        }
        #expect(live == 0)
    }

    @Test func replayMakesANewSubjectForEachConnection() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(320, 3), .next(420, 4)])
        let replayed = source.replay(1)
        let first = observe(replayed, from: 200, to: 500)
        var connection: Disposable?
        scheduler.scheduleAt(200) { connection = replayed.connect() }
        scheduler.scheduleAt(250) { connection?.dispose() }
        let between = observe(replayed, from: 260, to: 500)
        scheduler.scheduleAt(300) { connection = replayed.connect() }
        let second = observe(replayed, from: 330, to: 500)
        scheduler.scheduleAt(500) { connection?.dispose() }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 2)])
        #expect(between.events == [.next(320, 3), .next(420, 4)])
        #expect(second.events == [.next(330, 3), .next(420, 4)])
        #expect(source.subscriptions == [Subscription(200, 250), Subscription(300, 500)])
    }

    /// The subject may take the source's elements and send others, as RxSwift's `multicast`
    /// allows: the subscribers hear what the subject sends.
    @Test func multicastThroughASubjectThatSendsAnotherType() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let described = source.multicast(makeSubject: { DescribingSubject() })
        let observer = observe(described, from: 200, to: 500)
        var connection: Disposable?
        scheduler.scheduleAt(200) { connection = described.connect() }
        scheduler.scheduleAt(500) { connection?.dispose() }
        scheduler.start()
        #expect(observer.events == [.next(210, "1"), .next(220, "2"), .completed(230)])
        #expect(source.subscriptions == [Subscription(200, 230)])
    }

    @Test func replayAllAfterACompletionStartsAfresh() {
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(320, 3)])
        let replayed = source.replayAll()
        let first = observe(replayed, from: 200, to: 500)
        let second = observe(replayed, from: 300, to: 500)
        var connection: Disposable?
        scheduler.scheduleAt(200) { connection = replayed.connect() }
        scheduler.scheduleAt(300) { connection = replayed.connect() }
        scheduler.scheduleAt(500) { connection?.dispose() }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .completed(220)])
        #expect(second.events == [.next(320, 3)])
        #expect(source.subscriptions == [Subscription(200, 220), Subscription(300, 500)])
    }
}
