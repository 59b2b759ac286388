import Domain
import ReactiveCore
import Services

/// A catalog that counts the calls reaching it, from every pane.
final class CallCountingCatalog: CatalogService {
    private let base: CatalogService
    /// The calls made, in order, as `method(argument)`.
    private(set) var calls: [String] = []

    init(_ base: CatalogService) {
        self.base = base
    }

    func search(_ query: String) -> Single<[Track]> {
        calls.append("search(\(query))")
        return base.search(query)
    }

    func track(id: Int64) -> Single<Track> {
        calls.append("track(\(id))")
        return base.track(id: id)
    }

    func genres() -> Single<[Genre]> {
        calls.append("genres()")
        return base.genres()
    }

    func tracks(inGenre genreID: Int64) -> Single<[Track]> {
        calls.append("tracks(inGenre: \(genreID))")
        return base.tracks(inGenre: genreID)
    }
}

/// A library that counts the calls reaching it, from every pane, and how many times its
/// favorites were observed.
final class CallCountingLibrary: LibraryService {
    private let base: LibraryService
    /// The calls made, in order, as `method(argument)`.
    private(set) var calls: [String] = []
    /// How many observations of the favorites were started.
    private(set) var favoritesObservations = 0

    init(_ base: LibraryService) {
        self.base = base
    }

    func favorites() -> Observable<[LibraryItem]> {
        let base = self.base
        return Observable.deferred { [weak self] in
            self?.favoritesObservations += 1
            return base.favorites()
        }
    }

    func entry(trackID: Int64) -> Single<LibraryEntry?> {
        calls.append("entry(\(trackID))")
        return base.entry(trackID: trackID)
    }

    func save(trackID: Int64, rating: Rating, note: String) -> Single<LibraryEntry> {
        calls.append("save(\(trackID))")
        return base.save(trackID: trackID, rating: rating, note: note)
    }

    func toggleFavorite(trackID: Int64) -> Single<LibraryEntry> {
        calls.append("toggleFavorite(\(trackID))")
        return base.toggleFavorite(trackID: trackID)
    }
}
