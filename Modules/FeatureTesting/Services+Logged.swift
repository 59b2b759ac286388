import Domain
import ReactiveCore
import Services

extension CatalogService {
    /// The same catalog, each call logged in `log` as `method(argument)` when its answer is
    /// subscribed (as `CallCounter` and a `ServiceScript` count them); the answers are untouched.
    package func logged(in log: CallLog) -> CatalogService {
        CatalogService(
            search: { query in log.logging("search(\(query))", self.search(query)) },
            track: { id in log.logging("track(\(id))", self.track(id)) },
            genres: { log.logging("genres()", self.genres()) },
            tracksInGenre: { genreID in log.logging("tracks(inGenre: \(genreID))", self.tracksInGenre(genreID)) })
    }
}

extension LibraryService {
    /// The same library, each call logged in `log` as `method(argument)` when its answer is
    /// subscribed, and each observation of the favorites as `favorites()` when it starts; the
    /// answers are untouched.
    package func logged(in log: CallLog) -> LibraryService {
        LibraryService(
            favorites: {
                Observable.deferred {
                    log.log("favorites()")
                    return self.favorites()
                }
            },
            entry: { trackID in log.logging("entry(\(trackID))", self.entry(trackID)) },
            save: { trackID, rating, note in
                log.logging("save(\(trackID), \(rating.stars), \(note))", self.save(trackID, rating, note))
            },
            toggleFavorite: { trackID in log.logging("toggleFavorite(\(trackID))", self.toggleFavorite(trackID)) })
    }
}

extension CallLog {
    /// `answer`, logging `call` each time it is subscribed.
    func logging<Value>(_ call: String, _ answer: Single<Value>) -> Single<Value> {
        Single.deferred {
            self.log(call)
            return answer
        }
    }
}
