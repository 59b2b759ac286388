import Domain
import Features
import Foundation
import Observation
import ReactiveCore
import ReactiveTesting
import Services

@testable import StyleAsync

/// Runs `body` on the view actor at `time` on `scheduler`.
func at(_ time: Int, on scheduler: TestScheduler, _ body: @escaping @ViewActor () -> Void) {
    scheduler.scheduleAt(time) { ViewActor.run(body) }
}

/// A catalog that answers every search with `tracks` and the genres with `genres`, after
/// `latency` on `scheduler`, and logs the calls.
final class FakeCatalog: CatalogService {
    let scheduler: SchedulerType
    let latency: RxTimeInterval
    let tracks: [Track]
    let genreList: [Genre]
    private(set) var calls: [String] = []

    init(scheduler: SchedulerType, latency: RxTimeInterval, tracks: [Track] = [], genres: [Genre] = []) {
        self.scheduler = scheduler
        self.latency = latency
        self.tracks = tracks
        genreList = genres
    }

    func search(_ query: String) -> Single<[Track]> {
        calls.append("search(\(query))")
        return Single.just(tracks).delay(latency, scheduler: scheduler)
    }

    func track(id: Int64) -> Single<Track> { .never() }

    func genres() -> Single<[Genre]> {
        calls.append("genres()")
        return Single.just(genreList).delay(latency, scheduler: scheduler)
    }

    func tracks(inGenre genreID: Int64) -> Single<[Track]> { .never() }
}

/// A library whose favorites a test sets, and whose changes answer after `latency` on
/// `scheduler` (failing the calls numbered in `failing`), logging the calls.
final class FakeLibrary: LibraryService {
    let scheduler: SchedulerType
    let latency: RxTimeInterval
    let failing: Set<Int>
    let favoriteItems: BehaviorRelay<[LibraryItem]>
    private(set) var calls: [String] = []

    init(scheduler: SchedulerType, latency: RxTimeInterval, favorites: [LibraryItem] = [], failing: Set<Int> = []) {
        self.scheduler = scheduler
        self.latency = latency
        self.failing = failing
        favoriteItems = BehaviorRelay(value: favorites)
    }

    func favorites() -> Observable<[LibraryItem]> { favoriteItems.asObservable() }

    func entry(trackID: Int64) -> Single<LibraryEntry?> {
        calls.append("entry(\(trackID))")
        return Single.just(nil).delay(latency, scheduler: scheduler)
    }

    func save(trackID: Int64, rating: Rating, note: String) -> Single<LibraryEntry> {
        calls.append("save(\(trackID), \(rating.stars), \(note))")
        return answer(LibraryEntry(trackID: trackID, isFavorite: false, rating: rating, note: note, updatedAt: .init()))
    }

    func toggleFavorite(trackID: Int64) -> Single<LibraryEntry> {
        calls.append("toggleFavorite(\(trackID))")
        return answer(LibraryEntry(trackID: trackID, isFavorite: true, rating: .unrated, note: "", updatedAt: .init()))
    }

    private func answer(_ entry: LibraryEntry) -> Single<LibraryEntry> {
        let failed = failing.contains(calls.count)
        return Single.deferred { failed ? .error(FakeFailure()) : .just(entry) }.delay(latency, scheduler: scheduler)
    }
}

/// The failure of a fake service.
struct FakeFailure: Error, CustomStringConvertible {
    var description: String { "no" }
}

/// A track.
func track(_ id: Int64, _ title: String) -> Track {
    Track(
        id: id, title: title, albumID: id, albumTitle: "Album", artistID: id, artistName: "Artist", genreID: 1,
        genreName: "Rock", composer: nil, milliseconds: 1_000)
}

/// What a test view was shown, each value with its virtual time.
final class Shown<Value> {
    private(set) var values: [(time: Int, value: Value)] = []
    let scheduler: TestScheduler

    init(_ scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records what it is given, at the scheduler's time.
    var binder: Binder<Value> {
        Binder(self, scheduler: CurrentThreadScheduler.instance) { shown, value in
            shown.values.append((shown.scheduler.clock, value))
        }
    }
}

/// A greeting view whose name a test types and whose greetings it reads.
final class TestGreetingView: GreetingView {
    let nameField = BehaviorRelay(value: "")
    let validations = PublishRelay<Void>()
    let greetings: Shown<String>

    init(_ scheduler: TestScheduler) { greetings = Shown(scheduler) }

    var name: Observable<String> { nameField.asObservable() }
    var validateRequests: Observable<Void> { validations.asObservable() }
    var greeting: Binder<String> { greetings.binder }
}

/// A search view whose query a test types and whose screen it reads.
final class TestSearchView: SearchView {
    let queryField = BehaviorRelay(value: "")
    let rowSelections = PublishRelay<Int>()
    let shownResults: Shown<[Track]>
    let shownLoading: Shown<Bool>
    let tracksShown: Shown<Track>

    init(_ scheduler: TestScheduler) {
        shownResults = Shown(scheduler)
        shownLoading = Shown(scheduler)
        tracksShown = Shown(scheduler)
    }

    var query: Observable<String> { queryField.asObservable() }
    var selections: Observable<Int> { rowSelections.asObservable() }
    var results: Binder<[Track]> { shownResults.binder }
    var isLoading: Binder<Bool> { shownLoading.binder }
    var errorMessage: Binder<String?> { Binder(self, scheduler: CurrentThreadScheduler.instance) { _, _ in } }
    var showTrack: Binder<Track> { tracksShown.binder }
}

/// Records steps on the view actor.
@ViewActor final class Steps {
    private(set) var taken: [String] = []

    nonisolated init() {}

    func take(_ step: String) {
        taken.append(step)
    }
}

/// `instant` in whole milliseconds.
func milliseconds(_ instant: SchedulerClock.Instant) -> Int {
    Int((instant.sinceEpoch / .milliseconds(1)).rounded())
}

/// One observable value.
@ViewActor @Observable final class Cell {
    var value = "a"

    nonisolated init() {}
}

/// A library view whose rows a test toggles and whose list it reads.
final class TestLibraryView: LibraryView {
    let toggles = PublishRelay<Int>()
    let shownItems: Shown<[LibraryItem]>

    init(_ scheduler: TestScheduler) { shownItems = Shown(scheduler) }

    var favoriteToggles: Observable<Int> { toggles.asObservable() }
    var selections: Observable<Int> { .never() }
    var items: Binder<[LibraryItem]> { shownItems.binder }
    var errorMessage: Binder<String?> { Binder(self, scheduler: CurrentThreadScheduler.instance) { _, _ in } }
    var openEditor: Binder<Track> { Binder(self, scheduler: CurrentThreadScheduler.instance) { _, _ in } }
}

/// A favorite of the library.
func favorite(_ track: Track) -> LibraryItem {
    LibraryItem(
        track: track,
        entry: LibraryEntry(trackID: track.id, isFavorite: true, rating: .unrated, note: "", updatedAt: .init()))
}
