import ConcurrencyExtras
import Domain
import FeatureTesting
import ReactiveCore
import Services
import Testing

@testable import StyleAsync

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
                // A library whose toggles wait until the test answers them, in the order it chooses.
                var held: [(SingleEvent<LibraryEntry>) -> Void] = []
                var library = LibraryService.unimplemented
                library.favorites = { .just([LibraryItem.favorite(day)]) }
                library.toggleFavorite = { _ in
                    Single.create { answer in
                        held.append(answer)
                        return Disposables.create()
                    }
                }
                let model = LibraryModel(library: library.awaited)
                model.start()
                await Task.megaYield()
                model.toggleFavorite(0)
                model.toggleFavorite(0)
                model.toggleFavorite(0)
                await Task.megaYield()
                #expect(held.count == 3)
                let entry = LibraryEntry(trackID: 1, isFavorite: true, rating: .unrated, note: "", updatedAt: .init())
                held[1](.success(entry))
                await Task.megaYield()
                held[0](.failure(FakeFailure()))
                await Task.megaYield()
                let afterTheLateFailure = model.failure
                held[2](.failure(FakeFailure()))
                await Task.megaYield()
                #expect(afterTheLateFailure == nil)
                #expect(model.failure == "Could not change Beautiful Day: no")
                model.stop()
            }
        }
    }
}
