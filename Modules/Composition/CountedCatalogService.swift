import Domain
import ReactiveCore
import Services

/// A catalog whose calls are counted, each when it is subscribed; the answers are `base`'s,
/// untouched.
struct CountedCatalogService: CatalogService {
    private let base: CatalogService
    private let counter: CallCounter

    init(_ base: CatalogService, counter: CallCounter) {
        self.base = base
        self.counter = counter
    }

    func search(_ query: String) -> Single<[Track]> { counter.counting(base.search(query)) }
    func track(id: Int64) -> Single<Track> { counter.counting(base.track(id: id)) }
    func genres() -> Single<[Genre]> { counter.counting(base.genres()) }
    func tracks(inGenre genreID: Int64) -> Single<[Track]> { counter.counting(base.tracks(inGenre: genreID)) }
}
