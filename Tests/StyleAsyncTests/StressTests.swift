import ConcurrencyExtras
import Dispatch
import Domain
import FeatureTesting
import Foundation
import ReactiveCore
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
        let counts = Counts()
        let model = LibraryModel(
            library: queueLibrary(favorites: [LibraryItem.favorite(day)], counts: counts).awaited)
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
        while counts.withLock({ $0.answered }) < rounds { await Task.yield() }
        while counts.withLock({ $0.resumed }) < rounds { await Task.yield() }
        #expect(counts.withLock { $0.answered } == rounds)
        #expect(model.trackToEdit.number == rounds)
        // Every third toggle fails; the last one (2,000) succeeds, so no failure is left shown, though
        // the outcomes reach the main actor out of order in most runs (ToggleOutcomeTests).
        #expect(model.failure == nil)
        model.stop()
        await Task.yield()
    }
}

/// The calls made, the answers given and the outcomes received, counted on either thread (behind a
/// pthread lock, which the thread sanitizer sees, unlike `Mutex`'s futex).
final class Counts: @unchecked Sendable {
    private let lock = NSLock()
    private var counts = (answered: 0, calls: 0, resumed: 0)

    func withLock<Result>(_ body: (inout (answered: Int, calls: Int, resumed: Int)) -> Result) -> Result {
        lock.withLock { body(&counts) }
    }
}

/// A library that answers its toggles on a serial background queue, failing every third, counting
/// in `counts` the calls, the answers, and the outcomes the model's tasks have received on the
/// main actor: a job queued on the main queue after the answer resumed the awaiting task runs
/// after that task's own job there, as the main queue runs its jobs in order.
func queueLibrary(favorites: [LibraryItem], counts: Counts) -> LibraryService {
    let queue = DispatchQueue(label: "bindery.tests.answers")
    var library = LibraryService.unimplemented
    library.favorites = { Observable.just(favorites).concat(Observable.never()) }
    library.toggleFavorite = { trackID in
        Single.create { observer in
            // A single's observer may be called on any thread (RxSwift's contract); the core, a
            // Swift 5 module, does not say so in its type.
            nonisolated(unsafe) let answer = observer
            let call = counts.withLock { counts in
                counts.calls += 1
                return counts.calls
            }
            queue.async {
                counts.withLock { $0.answered += 1 }
                if call.isMultiple(of: 3) {
                    answer(.failure(FakeFailure()))
                } else {
                    answer(
                        .success(
                            LibraryEntry(
                                trackID: trackID, isFavorite: true, rating: .unrated, note: "", updatedAt: .init())))
                }
                DispatchQueue.main.async { counts.withLock { $0.resumed += 1 } }
            }
            return Disposables.create()
        }
    }
    return library
}
