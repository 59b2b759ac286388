import ConcurrencyExtras
import Domain
import FeatureTesting
import Services
import Testing

@testable import StyleAsync

/// A library whose toggles wait until the test answers them, in the order the test chooses.
@MainActor
private final class HeldLibrary: LibraryClient {
    private let items: [LibraryItem]
    /// The toggles waiting for an answer, in the order they were asked.
    private(set) var held: [CheckedContinuation<LibraryEntry, any Error>] = []

    init(favorites: [LibraryItem]) {
        items = favorites
    }

    func favorites() -> AsyncThrowingStream<[LibraryItem], any Error> {
        let (stream, continuation) = AsyncThrowingStream<[LibraryItem], any Error>.makeStream()
        continuation.yield(items)
        continuation.finish()
        return stream
    }

    func entry(trackID: Int64) async throws -> LibraryEntry? { nil }

    func save(trackID: Int64, rating: Rating, note: String) async throws -> LibraryEntry { throw FakeFailure() }

    func toggleFavorite(trackID: Int64) async throws -> LibraryEntry {
        try await withCheckedThrowingContinuation { held.append($0) }
    }
}

extension MainSerialExecutorTests {
    /// The outcome of a toggle, when toggles overlap.
    @MainActor
    @Suite
    struct ToggleOutcomeTests {
        /// Outcomes reach the main actor in no fixed order (`StressTests`: with answers from one
        /// serial queue, out of order in most runs): a failure of an earlier toggle that arrives
        /// after a later toggle's success is not shown, and the later failure is.
        @Test func anEarlierTogglesOutcomeArrivingLateIsNotShown() async {
            await withMainSerialExecutor {
                let day = Track.sample(1, "Beautiful Day")
                let library = HeldLibrary(favorites: [LibraryItem.favorite(day)])
                let model = LibraryModel(library: library)
                model.start()
                await Task.megaYield()
                model.toggleFavorite(0)
                model.toggleFavorite(0)
                model.toggleFavorite(0)
                await Task.megaYield()
                #expect(library.held.count == 3)
                let entry = LibraryEntry(trackID: 1, isFavorite: true, rating: .unrated, note: "", updatedAt: .init())
                library.held[1].resume(returning: entry)
                await Task.megaYield()
                library.held[0].resume(throwing: FakeFailure())
                await Task.megaYield()
                let afterTheLateFailure = model.failure
                library.held[2].resume(throwing: FakeFailure())
                await Task.megaYield()
                #expect(afterTheLateFailure == nil)
                #expect(model.failure == "Could not change Beautiful Day: no")
                model.stop()
            }
        }
    }
}
