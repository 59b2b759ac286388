import ReactiveTesting
import Synchronization
import Testing

@testable import ReactiveCore

/// The package bridges an actor's code awaits with: a `Single`'s `value(isolation:)`, which
/// subscribes and resumes on the caller's actor, and `values(bufferingPolicy:)`. The services'
/// async faces (`CatalogService.Awaited`, `LibraryService.Awaited`) are made of them.
@MainActor
@Suite(.tracksResources)
struct CallersActorBridgeTests {
    // MARK: value(isolation:)

    /// A single that answers while being subscribed (immediate work): the answer comes before the
    /// subscription is kept, and nothing is left alive.
    @Test func anAnswerGivenWhileSubscribingLeavesNothingAlive() async throws {
        let answer = try await Single.just(3).value()
        #expect(answer == 3)
        #expect(Resources.total == 0)
    }

    /// A failure given while subscribing is thrown, and nothing is left alive.
    @Test func aFailureGivenWhileSubscribingLeavesNothingAlive() async {
        await #expect(throws: TestError.boom) { try await Single<Int>.error(TestError.boom).value() }
        #expect(Resources.total == 0)
    }

    /// It subscribes on the main actor that awaits it. The subscribing closure is the main
    /// actor's (it changes the test's state), and Swift checks that when the core, a Swift 5
    /// module, calls it: subscribed anywhere else, as the public `value` does, the process traps
    /// (it did, while the bridge's inner closure was nonisolated).
    @Test func itSubscribesOnTheCallersActor() async throws {
        var subscriptions = 0
        let single = Single.deferred {
            subscriptions += 1
            return Single.just(5)
        }
        #expect(try await single.value() == 5)
        #expect(subscriptions == 1)
    }

    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
    @Test func cancellingTheAwaitingTaskDisposesTheSubscription() async throws {
        let subscribed = Atomic<Bool>(false)
        let disposed = Atomic<Bool>(false)
        let single = Single<Int>.create { _ in
            subscribed.store(true, ordering: .relaxed)
            return Disposables.create { disposed.store(true, ordering: .relaxed) }
        }
        let task = Task { @MainActor in try await single.value() }
        for _ in 0..<1_000 where !subscribed.load(ordering: .relaxed) { await Task.yield() }
        let wasSubscribed = subscribed.load(ordering: .relaxed)
        try #require(wasSubscribed, "the task never subscribed")
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        let wasDisposed = disposed.load(ordering: .relaxed)
        #expect(wasDisposed)
    }

    // MARK: values(bufferingPolicy:)

    /// Keeping the newest element only: a loop that falls behind reads the latest, then the end.
    @Test func aLoopBehindTheNewestOnlyReadsTheLatestElement() async throws {
        let subject = PublishSubject<Int>()
        let values = subject.values(bufferingPolicy: .bufferingNewest(1))
        [1, 2, 3].forEach(subject.onNext)
        subject.onCompleted()
        var received: [Int] = []
        for try await element in values { received.append(element) }
        #expect(received == [3])
        #expect(!subject.hasObservers)
    }
}
