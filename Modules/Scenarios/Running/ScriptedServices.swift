import Domain
import Foundation
import ReactiveCore
import Services
import Storage

/// The catalog service a scenario uses: real searches on an in-memory copy of the catalog,
/// answered on the scenario's clock after the script's latency, failing where the script says.
struct ScriptedCatalogService: CatalogService {
    let database: AppDatabase
    let script: ServiceScript

    func search(_ query: String) -> Single<[Track]> {
        script.respond("search(\(query))") { try database.search(query, limit: 10) }
    }

    func track(id: Int64) -> Single<Track> {
        script.respond("track(\(id))") { try database.track(id: id) }
    }

    func genres() -> Single<[Genre]> {
        script.respond("genres()") { try database.genres() }
    }

    func tracks(inGenre genreID: Int64) -> Single<[Track]> {
        script.respond("tracks(inGenre: \(genreID))") { try database.tracks(inGenre: genreID) }
    }
}

/// The library service a scenario uses: the in-memory database's library, saves answered after
/// the script's latency, the favorites observed on the scenario's clock.
struct ScriptedLibraryService: LibraryService {
    let database: AppDatabase
    let script: ServiceScript
    let clock: ScenarioClock

    func favorites() -> Observable<[LibraryItem]> {
        database.observeFavorites(on: clock, pollInterval: nil)
    }

    func entry(trackID: Int64) -> Single<LibraryEntry?> {
        script.respond("entry(\(trackID))") { try database.entry(trackID: trackID) }
    }

    func save(trackID: Int64, rating: Rating, note: String) -> Single<LibraryEntry> {
        script.respond("save(\(trackID), \(rating.stars), \(note))") {
            try database.saveEntry(trackID: trackID, rating: rating, note: note, at: clock.now)
        }
    }

    func toggleFavorite(trackID: Int64) -> Single<LibraryEntry> {
        script.respond("toggleFavorite(\(trackID))") { try database.toggleFavorite(trackID: trackID, at: clock.now) }
    }
}
