import Domain
import Foundation
import ReactiveCore
import Synchronization

/// A library service for tests and scripted runs: entries live in memory, saves answer after
/// the script's latency and fail when scripted, and the favorites update as saves complete.
package final class LibraryServiceDouble: LibraryService {
    /// The script: latency, failures and the log of calls.
    package let script: ServiceScript
    private let tracks: [Int64: Track]
    private let clock: () -> Date
    private let entries: Mutex<[Int64: LibraryEntry]>
    private let changes: BehaviorRelay<[LibraryItem]>

    /// A library over `tracks`, starting with `entries`; `clock` dates the saves.
    package init(
        tracks: [Track], entries: [LibraryEntry] = [], script: ServiceScript,
        clock: @escaping () -> Date = { Date(timeIntervalSince1970: 0) }
    ) {
        self.tracks = Dictionary(tracks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.script = script
        self.clock = clock
        let initial = Dictionary(entries.map { ($0.trackID, $0) }, uniquingKeysWith: { _, last in last })
        self.entries = Mutex(initial)
        changes = BehaviorRelay(value: Self.favorites(initial, tracks: self.tracks))
    }

    package func favorites() -> Observable<[LibraryItem]> {
        changes.asObservable().observe(on: script.scheduler).distinctUntilChanged()
    }

    package func entry(trackID: Int64) -> Single<LibraryEntry?> {
        script.respond("entry(\(trackID))") { self.entries.withLock { $0[trackID] } }
    }

    package func save(trackID: Int64, rating: Rating, note: String) -> Single<LibraryEntry> {
        script.respond("save(\(trackID), \(rating.stars), \(note))") {
            try self.update(trackID) { entry in
                entry.rating = rating
                entry.note = note
            }
        }
    }

    package func toggleFavorite(trackID: Int64) -> Single<LibraryEntry> {
        script.respond("toggleFavorite(\(trackID))") {
            try self.update(trackID) { $0.isFavorite.toggle() }
        }
    }

    /// Changes an entry as if another screen or process had saved it: no latency, no script.
    package func externalChange(trackID: Int64, _ change: (inout LibraryEntry) -> Void) throws {
        _ = try update(trackID, change)
    }

    private func update(_ trackID: Int64, _ change: (inout LibraryEntry) -> Void) throws -> LibraryEntry {
        guard tracks[trackID] != nil else { throw CatalogLookupError.noTrack(trackID) }
        let date = clock()
        let (entry, favorites) = entries.withLock { entries in
            var entry = entries[trackID] ?? LibraryEntry(trackID: trackID, updatedAt: date)
            change(&entry)
            entry.updatedAt = date
            entries[trackID] = entry
            return (entry, Self.favorites(entries, tracks: tracks))
        }
        changes.accept(favorites)
        return entry
    }

    private static func favorites(_ entries: [Int64: LibraryEntry], tracks: [Int64: Track]) -> [LibraryItem] {
        entries.values.filter(\.isFavorite)
            .compactMap { entry in tracks[entry.trackID].map { LibraryItem(track: $0, entry: entry) } }
            .sorted { ($0.entry.updatedAt, $1.entry.trackID) > ($1.entry.updatedAt, $0.entry.trackID) }
    }
}
