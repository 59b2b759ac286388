import Domain
import Features
import ReactiveCore
import ReactiveTesting

/// A genres screen whose refreshes fail, played on virtual time: the view appears at 0 (and
/// loads), then its refresh stream fails (a control that ends); at 500 it disappears and appears
/// again. The catalog answers 50 ms after each call. Situation 11 of the pitfall matrix, on one
/// screen, without the matrix's scripted run.
package struct GenresRefreshesFailing {
    /// The catalog's calls, in order, each with its virtual time (`genres() at 0`).
    package let calls: [String]
    /// The genres the view was shown, at their virtual times.
    package let shownGenres: [Recorded<Event<[Genre]>>]
    /// The virtual times at which the view was shown whether a load is in flight.
    package let loadingShownAt: [Int]

    /// Plays it on the genres screen `make` makes over a catalog whose genres are `genres`.
    @MainActor
    package init(answering genres: [Genre], _ make: (FeatureEnvironment) -> Presentation<any GenresView>) {
        let scheduler = TestScheduler.milliseconds()
        let log = CallLog(clock: { scheduler.clock })
        let view = RecordingGenresView { scheduler.clock }
        let environment = FeatureEnvironment(
            catalog: .canned(genres: genres, after: .milliseconds(50), on: scheduler, log: log),
            library: .unimplemented, scheduler: scheduler)
        SharingScheduler.mock(scheduler: scheduler) {
            let binding = OnScreen(make(environment), on: view)
            view.refreshes.onError(RefreshFailure())
            scheduler.scheduleAt(500) {
                binding.disappear()
                binding.appear()
            }
            scheduler.start()
            binding.leave()
        }
        calls = log.calls
        shownGenres = view.shownGenres.events
        loadingShownAt = view.shownLoading.values.map(\.time)
    }
}

/// What the view's refresh stream fails with.
private struct RefreshFailure: Error {}
