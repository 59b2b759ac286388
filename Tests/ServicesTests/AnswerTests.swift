import ReactiveCore
import ReactiveTesting
import Testing

@testable import Services

/// A `Single` awaited through `answer()`: what it leaves alive once the answer came.
@MainActor
@Suite(.tracksResources)
struct AnswerTests {
    /// A service that answers while being subscribed (immediate work): the answer comes before
    /// the subscription is held, and nothing is left alive (it kept 1 resource per call).
    @Test func anAnswerGivenWhileSubscribingLeavesNothingAlive() async throws {
        let answer = try await Single.just(3).answer()
        #expect(answer == 3)
        #expect(Resources.total == 0)
    }

    /// A failure given while subscribing is thrown, and nothing is left alive.
    @Test func aFailureGivenWhileSubscribingLeavesNothingAlive() async {
        struct Failure: Error {}
        await #expect(throws: Failure.self) { try await Single<Int>.error(Failure()).answer() }
        #expect(Resources.total == 0)
    }
}
