import Clocks
import Domain
import FeatureTesting
import Features
import Foundation
import ReactiveCore
import ReactiveTesting
import Services

@testable import StyleAsync

/// A catalog that answers every search with `tracks` and the genres with `genres`, after
/// `latency` on `clock`, logging each call in `calls` when it is made and each answer in
/// `answers` when it comes.
func fakeCatalog(
    clock: TestClock<Duration>, latency: Duration, tracks: [Track] = [], genres: [Genre] = [],
    calls: CallLog = CallLog(), answers: CallLog = CallLog()
) -> CatalogService {
    var catalog = CatalogService.unimplemented
    catalog.search = { query in
        calls.log("search(\(query))")
        return answer(tracks, after: latency, on: clock).do(onSuccess: { _ in answers.log("search(\(query))") })
    }
    catalog.genres = {
        calls.log("genres()")
        return answer(genres, after: latency, on: clock).do(onSuccess: { _ in answers.log("genres()") })
    }
    return catalog
}

/// A library whose favorites are `favorites`' (the test sets them), and whose reads and changes
/// answer after `latency` on `clock`, failing the calls numbered in `failing`; each call is logged
/// in `calls` when it is made, and each change's outcome in `answers` when it comes.
func fakeLibrary(
    clock: TestClock<Duration>, latency: Duration, favorites: Favorites = Favorites(), failing: Set<Int> = [],
    calls: CallLog = CallLog(), answers: CallLog = CallLog()
) -> LibraryService {
    /// A change's answer, `entry`, or a failure if the call is one of `failing`.
    func change(_ call: String, _ entry: LibraryEntry) -> Single<LibraryEntry> {
        calls.log(call)
        let failed = failing.contains(calls.calls.count)
        return answer(entry, after: latency, on: clock)
            .map { entry in
                answers.log(call)
                if failed { throw FakeFailure() }
                return entry
            }
    }
    var library = LibraryService.unimplemented
    library.favorites = { favorites.observable }
    library.entry = { trackID in
        calls.log("entry(\(trackID))")
        return answer(nil, after: latency, on: clock)
    }
    library.save = { trackID, rating, note in
        change(
            "save(\(trackID), \(rating.stars), \(note))",
            LibraryEntry(trackID: trackID, isFavorite: false, rating: rating, note: note, updatedAt: .init()))
    }
    library.toggleFavorite = { trackID in
        change(
            "toggleFavorite(\(trackID))",
            LibraryEntry(trackID: trackID, isFavorite: true, rating: .unrated, note: "", updatedAt: .init()))
    }
    return library
}

/// `value`, `latency` after the subscription on `clock`: a task that sleeps on the clock, then
/// answers; disposing the subscription cancels it (the answer never comes).
func answer<Value: Sendable>(_ value: Value, after latency: Duration, on clock: TestClock<Duration>) -> Single<Value> {
    Single.create {
        try await clock.sleep(for: latency)
        return value
    }
}

/// The favorites a test sets: each observer is given the list at once, then every list set,
/// until ``finish()`` ends or ``fail()`` fails the observers there are.
final class Favorites {
    private var lists: PublishSubject<[LibraryItem]>
    /// The favorites; setting them tells every observer.
    var items: [LibraryItem] {
        didSet { lists.onNext(items) }
    }

    init(_ items: [LibraryItem] = []) {
        self.items = items
        lists = PublishSubject()
    }

    /// The favorites, now and after every change.
    var observable: Observable<[LibraryItem]> {
        Observable.deferred { [self] in lists.startWith(items) }
    }

    /// Ends every observer's favorites.
    func finish() {
        lists.onCompleted()
    }

    /// Fails every observer's favorites, as a read that fails; later observers are told anew.
    func fail() {
        lists.onError(FakeFailure())
        lists = PublishSubject()
    }
}

/// A log of calls timed in whole milliseconds from now on `clock`.
func timedLog(_ clock: TestClock<Duration>) -> CallLog {
    let start = clock.now
    return CallLog { milliseconds(since: start, on: clock) }
}

/// Whole milliseconds from `start` to now on `clock`.
func milliseconds(since start: TestClock<Duration>.Instant, on clock: TestClock<Duration>) -> Int {
    Int(start.duration(to: clock.now) / .milliseconds(1))
}

/// The failure of a fake service.
struct FakeFailure: Error, CustomStringConvertible {
    var description: String { "no" }
}

/// The environment of a view bound in a test: the fakes, timed by `clock`.
func environment(clock: TestClock<Duration>, catalog: CatalogService, library: LibraryService) -> FeatureEnvironment {
    FeatureEnvironment(catalog: catalog, library: library, scheduler: MainScheduler.instance, clock: clock)
}
