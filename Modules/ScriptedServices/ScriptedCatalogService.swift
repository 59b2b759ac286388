import Domain
import ReactiveCore
import Services

/// A catalog service with a script around it: each call is logged, answered after the script's
/// latency, or failed where the script says; the answers themselves come from `base`.
package struct ScriptedCatalogService: CatalogService {
    private let base: CatalogService
    /// The latencies, the failures and the log of calls.
    package let script: ServiceScript

    /// Wraps `base` in `script`.
    package init(_ base: CatalogService, script: ServiceScript) {
        self.base = base
        self.script = script
    }

    package func search(_ query: String) -> Single<[Track]> {
        script.respond("search(\(query))", base.search(query))
    }

    package func track(id: Int64) -> Single<Track> {
        script.respond("track(\(id))", base.track(id: id))
    }

    package func genres() -> Single<[Genre]> {
        script.respond("genres()", base.genres())
    }

    package func tracks(inGenre genreID: Int64) -> Single<[Track]> {
        script.respond("tracks(inGenre: \(genreID))", base.tracks(inGenre: genreID))
    }
}
