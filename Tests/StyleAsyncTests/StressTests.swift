import ConcurrencyExtras
import Dispatch
import Domain
import FeatureTesting
import Foundation
import Services
import Testing

@testable import StyleAsync

/// Intents on the main actor while the library's answers arrive on a background queue, as the
/// live services' do: the model's tasks resume on the main actor whatever thread answered, so its
/// state is only ever touched there. `make test-tsan` runs it under the thread sanitizer, where the
/// earlier view-actor executor (which ran a job on the thread that enqueued it) raced.
@MainActor
@Suite(.ownProcess, .tracksResources, .timeLimit(.minutes(1)))
struct StressTests {
    @Test func intentsOnTheMainActorWhileAnswersArriveOnAQueue() async {
        // In a process of its own no scenario run has turned the main serial executor on: the
        // answers' tasks resume from the global executor's threads, as in an app.
        #expect(!uncheckedUseMainSerialExecutor)
        let day = Track.sample(1, "Beautiful Day")
        let library = QueueLibrary(favorites: [LibraryItem.favorite(day)])
        let model = LibraryModel(library: library)
        model.start()
        while model.items == nil { await Task.yield() }
        let rounds = 2_000
        for round in 1...rounds {
            model.toggleFavorite(0)
            _ = model.failure
            model.select(0)
            if round.isMultiple(of: 25) { await Task.yield() }
        }
        // Every answer comes, then resumes its task on the main actor (the time limit ends a run
        // in which one never does).
        while library.answered < rounds { await Task.yield() }
        while library.resumed < rounds { await Task.yield() }
        #expect(library.answered == rounds)
        #expect(model.trackToEdit.number == rounds)
        // Every third toggle fails; the last one (2,000) succeeds, so no failure is left shown, though
        // the outcomes reach the main actor out of order in most runs (ToggleOutcomeTests).
        #expect(model.failure == nil)
        model.stop()
        library.finish()
        await Task.yield()
    }
}

/// The calls made and the answers given, counted on either thread (behind a pthread lock, which
/// the thread sanitizer sees, unlike `Mutex`'s futex).
final class Counts: @unchecked Sendable {
    private let lock = NSLock()
    private var counts = (answered: 0, calls: 0)

    func withLock<Result>(_ body: (inout (answered: Int, calls: Int)) -> Result) -> Result {
        lock.withLock { body(&counts) }
    }
}

/// A library that answers its toggles on a serial background queue, failing every third.
@MainActor
final class QueueLibrary: LibraryClient {
    private let queue = DispatchQueue(label: "bindery.tests.answers")
    private let counts = Counts()
    private var continuations: [AsyncThrowingStream<[LibraryItem], any Error>.Continuation] = []
    private let items: [LibraryItem]
    /// How many toggles' outcomes the model's tasks have received, on the main actor.
    private(set) var resumed = 0

    init(favorites: [LibraryItem]) {
        items = favorites
    }

    /// How many toggles the queue has answered.
    nonisolated var answered: Int { counts.withLock { $0.answered } }

    func favorites() -> AsyncThrowingStream<[LibraryItem], any Error> {
        let (stream, continuation) = AsyncThrowingStream<[LibraryItem], any Error>.makeStream()
        continuation.yield(items)
        continuations.append(continuation)
        return stream
    }

    func entry(trackID: Int64) async throws -> LibraryEntry? { nil }

    func save(trackID: Int64, rating: Rating, note: String) async throws -> LibraryEntry {
        throw FakeFailure()
    }

    func toggleFavorite(trackID: Int64) async throws -> LibraryEntry {
        let call = counts.withLock { counts in
            counts.calls += 1
            return counts.calls
        }
        defer { resumed += 1 }
        return try await withCheckedThrowingContinuation { continuation in
            queue.async { [counts] in
                counts.withLock { $0.answered += 1 }
                if call.isMultiple(of: 3) {
                    continuation.resume(throwing: FakeFailure())
                } else {
                    continuation.resume(
                        returning: LibraryEntry(
                            trackID: trackID, isFavorite: true, rating: .unrated, note: "", updatedAt: .init()))
                }
            }
        }
    }

    /// Ends the favorites' streams.
    func finish() {
        continuations.forEach { $0.finish() }
    }
}
