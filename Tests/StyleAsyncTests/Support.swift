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
/// `latency` on `clock`, and logs each call with the time it was made.
@MainActor
final class FakeCatalog: CatalogClient {
    let clock: TestClock<Duration>
    let latency: Duration
    let tracks: [Track]
    let genreList: [Genre]
    private let start: TestClock<Duration>.Instant
    private(set) var calls: [String] = []
    /// How many searches have answered.
    private(set) var answered = 0

    init(clock: TestClock<Duration>, latency: Duration, tracks: [Track] = [], genres: [Genre] = []) {
        self.clock = clock
        self.latency = latency
        self.tracks = tracks
        genreList = genres
        start = clock.now
    }

    func search(_ query: String) async throws -> [Track] {
        calls.append("search(\(query)) at \(milliseconds(since: start, on: clock))")
        try await clock.sleep(for: latency)
        answered += 1
        return tracks
    }

    func genres() async throws -> [Genre] {
        calls.append("genres() at \(milliseconds(since: start, on: clock))")
        try await clock.sleep(for: latency)
        return genreList
    }
}

/// A library whose favorites a test sets, and whose changes answer after `latency` on `clock`
/// (failing the calls numbered in `failing`), logging the calls.
@MainActor
final class FakeLibrary: LibraryClient {
    let clock: TestClock<Duration>
    let latency: Duration
    let failing: Set<Int>
    private var followers: [AsyncThrowingStream<[LibraryItem], any Error>.Continuation] = []
    private(set) var calls: [String] = []
    /// How many changes (saves and toggles) have answered.
    private(set) var answered = 0
    /// The favorites; setting them tells every follower.
    var favoriteItems: [LibraryItem] {
        didSet { followers.forEach { $0.yield(favoriteItems) } }
    }

    init(clock: TestClock<Duration>, latency: Duration, favorites: [LibraryItem] = [], failing: Set<Int> = []) {
        self.clock = clock
        self.latency = latency
        self.failing = failing
        favoriteItems = favorites
    }

    func favorites() -> AsyncThrowingStream<[LibraryItem], any Error> {
        let (stream, continuation) = AsyncThrowingStream<[LibraryItem], any Error>.makeStream()
        continuation.yield(favoriteItems)
        followers.append(continuation)
        return stream
    }

    func entry(trackID: Int64) async throws -> LibraryEntry? {
        calls.append("entry(\(trackID))")
        try await clock.sleep(for: latency)
        return nil
    }

    func save(trackID: Int64, rating: Rating, note: String) async throws -> LibraryEntry {
        calls.append("save(\(trackID), \(rating.stars), \(note))")
        return try await answer(
            LibraryEntry(trackID: trackID, isFavorite: false, rating: rating, note: note, updatedAt: .init()))
    }

    func toggleFavorite(trackID: Int64) async throws -> LibraryEntry {
        calls.append("toggleFavorite(\(trackID))")
        return try await answer(
            LibraryEntry(trackID: trackID, isFavorite: true, rating: .unrated, note: "", updatedAt: .init()))
    }

    private func answer(_ entry: LibraryEntry) async throws -> LibraryEntry {
        let failed = failing.contains(calls.count)
        try await clock.sleep(for: latency)
        answered += 1
        if failed { throw FakeFailure() }
        return entry
    }

    /// Ends every follower's stream.
    func finish() {
        followers.forEach { $0.finish() }
    }

    /// Fails every follower's stream, as a read of the favorites that fails.
    func failFavorites() {
        followers.forEach { $0.finish(throwing: FakeFailure()) }
        followers = []
    }
}

/// Whole milliseconds from `start` to now on `clock`.
func milliseconds(since start: TestClock<Duration>.Instant, on clock: TestClock<Duration>) -> Int {
    Int(start.duration(to: clock.now) / .milliseconds(1))
}

/// The failure of a fake service.
struct FakeFailure: Error, CustomStringConvertible {
    var description: String { "no" }
}

/// The environment of a view bound in a test: the fakes, and Rx services that are never called
/// (the async style calls the clients).
@MainActor
func environment(clock: TestClock<Duration>, catalog: FakeCatalog, library: FakeLibrary) -> FeatureEnvironment {
    FeatureEnvironment(
        catalog: .unimplemented, library: .unimplemented, scheduler: MainScheduler.instance,
        clock: clock,
        catalogClient: catalog, libraryClient: library)
}
