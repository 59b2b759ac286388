import ReactiveTesting
import Synchronization
import Testing

@testable import ReactiveCore

/// The bridges to Swift concurrency: `values`, `value`, `Single.create(work:)` and
/// `AsyncSequence.asObservable()`. Each direction of cancellation is asserted: cancelling the task
/// disposes the subscription, disposing the subscription cancels the task. `make test-tsan` runs
/// them under the thread sanitizer. They run in a process of their own (``Testing/Trait/ownProcess``).
@Suite(.ownProcess, .tracksResources)
struct AsyncBridgeTests {
    // MARK: values

    @Test func valuesDeliverEveryElementThenFinish() async throws {
        var received: [Int] = []
        for try await element in Observable.from([1, 2, 3]).values {
            received.append(element)
        }
        #expect(received == [1, 2, 3])
    }

    @Test func valuesThrowTheSequencesError() async {
        var received: [Int] = []
        await #expect(throws: TestError.boom) {
            for try await element in Observable.just(1).concat(Observable<Int>.error(TestError.boom)).values {
                received.append(element)
            }
        }
        #expect(received == [1])
    }

    @Test func valuesSubscribeWhenRead() async throws {
        let subject = PublishSubject<Int>()
        let values = subject.values
        #expect(subject.hasObservers)
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        var received: [Int] = []
        for try await element in values { received.append(element) }
        #expect(received == [1, 2], "elements sent before the loop runs are buffered")
    }

    @Test func leavingTheLoopDisposesTheSubscription() async throws {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        [1, 2, 3].forEach(subject.onNext)
        var received: [Int] = []
        for try await element in subject.values {
            received.append(element)
            if element == 2 { break }
        }
        #expect(received == [1, 2])
        #expect(!subject.hasObservers)
    }

    /// The guard above, removed: a bridge that does not dispose on termination (a plausible first
    /// version) leaves the source subscribed after the loop is gone.
    @Test func aBridgeWithoutTheTerminationHandlerLeaksItsSubscription() async throws {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        [1, 2, 3].forEach(subject.onNext)
        var subscription: Disposable?
        let naive = AsyncThrowingStream<Int, Swift.Error> { continuation in
            subscription = subject.subscribe(
                onNext: { continuation.yield($0) }, onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() })
        }
        for try await element in naive where element == 2 { break }
        #expect(subject.hasObservers, "nothing told the subject that the loop has gone")
        subscription?.dispose()
    }

    @Test func cancellingTheIteratingTaskDisposesTheSubscription() async throws {
        let subject = PublishSubject<Int>()
        let values = subject.values
        let task = Task {
            var received: [Int] = []
            for try await element in values { received.append(element) }
            return received
        }
        subject.onNext(7)
        task.cancel()
        _ = try? await task.value
        #expect(!subject.hasObservers)
    }

    @Test func infallibleValuesCannotThrow() async {
        var received: [String] = []
        for await element in Infallible.from(["a", "b"]).values { received.append(element) }
        #expect(received == ["a", "b"])
    }

    @Test @MainActor func driverValuesAreReadOnTheMainActor() async {
        let scheduler = TestScheduler(initialClock: 0)
        var values = AsyncStream<Int> { $0.finish() }
        SharingScheduler.mock(scheduler: scheduler) { values = Driver.from([4, 5]).values }
        scheduler.start()
        var received: [Int] = []
        for await element in values { received.append(element) }
        #expect(received == [4, 5])
    }

    // MARK: value

    @Test func singleValueIsTheElement() async throws {
        #expect(try await Single.just(42).value == 42)
        await #expect(throws: TestError.boom) { try await Single<Int>.error(TestError.boom).value }
    }

    @Test func maybeValueIsTheElementOrNil() async throws {
        #expect(try await Maybe.just("x").value == "x")
        #expect(try await Maybe<String>.empty().value == nil)
        await #expect(throws: TestError.boom) { try await Maybe<Int>.error(TestError.boom).value }
    }

    @Test func completableValueAwaitsTheCompletion() async throws {
        try await Completable.empty().value
        await #expect(throws: TestError.boom) { try await Completable.error(TestError.boom).value }
    }

    @Test func cancellingTheAwaitingTaskDisposesTheSubscription() async throws {
        let subscribed = Atomic<Bool>(false)
        let disposed = Atomic<Bool>(false)
        let single = Single<Int>.create { _ in
            subscribed.store(true, ordering: .releasing)
            return Disposables.create { disposed.store(true, ordering: .releasing) }
        }
        let task = Task { try await single.value }
        try await eventually { subscribed.load(ordering: .acquiring) }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        let wasDisposed = disposed.load(ordering: .acquiring)
        #expect(wasDisposed)
    }

    @Test func aTaskCancelledBeforeItSubscribesNeverWaits() async {
        let subscriptions = Atomic<Int>(0)
        let single = Single<Int>.create { _ in
            subscriptions.add(1, ordering: .relaxed)
            return Disposables.create()
        }
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await single.value
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        let count = subscriptions.load(ordering: .relaxed)
        #expect(count == 1, "it subscribes once, and the cancelled scope disposes that at once")
    }

    // MARK: Single.create(work:)

    @Test(arguments: [false, true])
    func singleCreateSucceedsWithTheWorksResult(detached: Bool) async throws {
        let single = Single<Int>.create(detached: detached) { 6 * 7 }
        #expect(try await single.value == 42)
        let failing = Single<Int>.create(detached: detached) { throw TestError.other }
        await #expect(throws: TestError.other) { try await failing.value }
    }

    @Test func disposingTheSubscriptionCancelsTheWork() async throws {
        let started = Atomic<Bool>(false)
        let cancelled = Atomic<Bool>(false)
        let delivered = Atomic<Int>(0)
        let single = Single<Int>.create {
            started.store(true, ordering: .releasing)
            while !Task.isCancelled { await Task.yield() }
            cancelled.store(true, ordering: .releasing)
            return 1
        }
        var subscription: Disposable? = single.subscribe(onSuccess: { _ in delivered.add(1, ordering: .relaxed) })
        try await eventually { started.load(ordering: .acquiring) }
        subscription?.dispose()
        subscription = nil
        try await eventually { cancelled.load(ordering: .acquiring) }
        // The work's task still holds the observer after it sees the cancellation: it returns,
        // finds the subscription disposed, and only then lets go. Under the thread sanitizer the
        // test once ended in between (2 resources alive, 1 run in 16): wait for that too.
        try await eventually { Resources.total == 0 }
        let deliveries = delivered.load(ordering: .relaxed)
        #expect(deliveries == 0, "a disposed subscription receives nothing")
    }

    // MARK: AsyncSequence.asObservable()

    @Test func anAsyncSequenceBecomesAnObservable() async throws {
        let stream = AsyncStream<Int> { continuation in
            (1...3).forEach { continuation.yield($0) }
            continuation.finish()
        }
        var received: [Int] = []
        for try await element in stream.asObservable().values { received.append(element) }
        #expect(received == [1, 2, 3])
        try await eventually { Resources.total == 0 }
    }

    @Test func aThrowingSequenceFailsTheObservable() async throws {
        let stream = AsyncThrowingStream<Int, Swift.Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError.boom)
        }
        var received: [Int] = []
        await #expect(throws: TestError.boom) {
            for try await element in stream.asObservable().values { received.append(element) }
        }
        #expect(received == [1])
        // The iterating task sends the error, then returns and lets go of the observer: under the
        // thread sanitizer the test once ended in between (3 resources alive, 1 run in 7).
        try await eventually { Resources.total == 0 }
    }

    @Test func disposingTheObservableCancelsTheIteratingTask() async throws {
        let iterating = Atomic<Bool>(false)
        let terminated = Atomic<Bool>(false)
        let stream = AsyncStream<Int> { continuation in
            continuation.onTermination = { _ in terminated.store(true, ordering: .releasing) }
            iterating.store(true, ordering: .releasing)
        }
        var subscription: Disposable? = stream.asObservable(priority: .low).subscribe()
        try await eventually { iterating.load(ordering: .acquiring) }
        subscription?.dispose()
        subscription = nil
        try await eventually { terminated.load(ordering: .acquiring) }
        // The task holds the observer (and so `create`'s sink) until its body returns, which is
        // after the stream's termination handler has run: on a loaded machine the test used to
        // end in between, with the sink still alive. Wait for the task to let go of it too.
        try await eventually { Resources.total == 0 }
    }
}

/// Yields until `condition` holds, failing the test after `seconds` (so a regression fails
/// instead of hanging the run).
/// The limit is generous: in a test process that plays scenario runs, global-executor jobs run on
/// the main actor (the runner's serial main executor), behind whatever run holds it.
private func eventually(
    seconds: Double = 60, sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(seconds)
    while !condition() {
        try #require(
            clock.now < deadline, "the condition did not hold within \(seconds) s", sourceLocation: sourceLocation)
        await Task.yield()
    }
}
