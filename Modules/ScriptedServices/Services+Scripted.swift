import Domain
import ReactiveCore
import Services

extension CatalogService {
    /// The same catalog with `script` around it: each call is logged, answered after the script's
    /// latency, or failed where the script says; the answers themselves are this catalog's.
    package func scripted(by script: ServiceScript) -> CatalogService {
        CatalogService(
            search: { script.respond("search(\($0))", self.search($0)) },
            track: { script.respond("track(\($0))", self.track($0)) },
            genres: { script.respond("genres()", self.genres()) },
            tracksInGenre: { script.respond("tracks(inGenre: \($0))", self.tracksInGenre($0)) })
    }
}

extension LibraryService {
    /// The same library with `script` around it: reads and saves are logged, answered after the
    /// script's latency, or failed where the script says; the favorites are this library's,
    /// unscripted, since they are observed rather than called.
    package func scripted(by script: ServiceScript) -> LibraryService {
        LibraryService(
            favorites: favorites, entry: { script.respond("entry(\($0))", self.entry($0)) },
            save: { script.respond("save(\($0), \($1.stars), \($2))", self.save($0, $1, $2)) },
            toggleFavorite: { script.respond("toggleFavorite(\($0))", self.toggleFavorite($0)) })
    }
}
