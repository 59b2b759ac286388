import Domain
import ReactiveCore
import Services

extension CatalogService {
    /// The same catalog, each call logged in `log` as `method(argument)` when it is made; the
    /// answers are untouched.
    package func logged(in log: CallLog) -> CatalogService {
        CatalogService(
            search: {
                log.log("search(\($0))")
                return self.search($0)
            },
            track: {
                log.log("track(\($0))")
                return self.track($0)
            },
            genres: {
                log.log("genres()")
                return self.genres()
            },
            tracksInGenre: {
                log.log("tracks(inGenre: \($0))")
                return self.tracksInGenre($0)
            })
    }
}

extension LibraryService {
    /// The same library, each call logged in `log` as `method(argument)` when it is made, and each
    /// observation of the favorites as `favorites()` when it starts; the answers are untouched.
    package func logged(in log: CallLog) -> LibraryService {
        LibraryService(
            favorites: {
                Observable.deferred {
                    log.log("favorites()")
                    return self.favorites()
                }
            },
            entry: {
                log.log("entry(\($0))")
                return self.entry($0)
            },
            save: {
                log.log("save(\($0), \($1.stars), \($2))")
                return self.save($0, $1, $2)
            },
            toggleFavorite: {
                log.log("toggleFavorite(\($0))")
                return self.toggleFavorite($0)
            })
    }
}
