import Domain
import ReactiveCore
import Services

/// A library service with a script around it: reads and saves are logged, answered after the
/// script's latency, or failed where the script says; the favorites are `base`'s, unscripted,
/// since they are observed rather than called.
package struct ScriptedLibraryService: LibraryService {
    private let base: LibraryService
    /// The latencies, the failures and the log of calls.
    package let script: ServiceScript

    /// Wraps `base` in `script`.
    package init(_ base: LibraryService, script: ServiceScript) {
        self.base = base
        self.script = script
    }

    package func favorites() -> Observable<[LibraryItem]> {
        base.favorites()
    }

    package func entry(trackID: Int64) -> Single<LibraryEntry?> {
        script.respond("entry(\(trackID))", base.entry(trackID: trackID))
    }

    package func save(trackID: Int64, rating: Rating, note: String) -> Single<LibraryEntry> {
        script.respond(
            "save(\(trackID), \(rating.stars), \(note))", base.save(trackID: trackID, rating: rating, note: note))
    }

    package func toggleFavorite(trackID: Int64) -> Single<LibraryEntry> {
        script.respond("toggleFavorite(\(trackID))", base.toggleFavorite(trackID: trackID))
    }
}
