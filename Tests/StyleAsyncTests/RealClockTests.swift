import ConcurrencyExtras
import Domain
import FeatureTesting
import Features
import Services
import Synchronization
import Testing

@testable import StyleAsync

/// The search's debounce on the clock an app gives it, `ContinuousClock`, whose `sleep` returns
/// normally once its deadline has passed, even if its task was cancelled while it waited for the
/// main actor. A `TestClock` checks cancellation after waking, so the other tests cannot see it.
///
/// Run in a process of their own (``Testing/Trait/ownProcess``), as `StressTests`.
@MainActor
@Suite(.ownProcess, .timeLimit(.minutes(1)))
struct RealClockTests {
    /// The user types, the main actor stays busy past the settle time, the user types again: the
    /// replaced query is never searched, the new one is, once.
    @Test func aQueryReplacedWhileTheMainActorIsBusyIsNeverSearched() async throws {
        #expect(!uncheckedUseMainSerialExecutor)
        for _ in 1...10 {
            // A catalog that logs the queries it is asked and finds nothing.
            let calls = CallLog()
            var catalog = CatalogService.unimplemented
            catalog.search = { query in
                calls.log("search(\(query))")
                return .just([])
            }
            let clock = WatchedClock()
            let model = SearchModel(catalog: catalog.awaited, clock: clock)
            model.updateQuery("bach")
            while !clock.isSleeping { await Task.yield() }
            // The main actor busy (a long layout, say) until the sleep has ended: its task now
            // waits for the main actor.
            let giveUp = ContinuousClock.now + .seconds(5)
            while !clock.hasWoken, ContinuousClock.now < giveUp {}
            #expect(clock.hasWoken)
            model.updateQuery("mozart")
            let deadline = ContinuousClock.now + .seconds(5)
            while !calls.queries.contains("mozart"), ContinuousClock.now < deadline { await Task.yield() }
            // Time enough for a stale search to follow the new one, if one were coming.
            try await Task.sleep(for: .milliseconds(50))
            #expect(calls.queries == ["mozart"])
        }
    }
}

/// `ContinuousClock`, telling when a sleep has begun and when it has ended. Its `sleep` is
/// nonisolated, so it ends on the global executor while the main actor is busy.
private final class WatchedClock: Clock {
    private let base = ContinuousClock()
    private let sleeping = Mutex(false)
    private let woken = Mutex(false)

    var now: ContinuousClock.Instant { base.now }
    var minimumResolution: Duration { base.minimumResolution }
    /// Whether a sleep has begun.
    var isSleeping: Bool { sleeping.withLock { $0 } }
    /// Whether a sleep has ended.
    var hasWoken: Bool { woken.withLock { $0 } }

    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        sleeping.withLock { $0 = true }
        try await base.sleep(until: deadline, tolerance: tolerance)
        woken.withLock { $0 = true }
    }
}
