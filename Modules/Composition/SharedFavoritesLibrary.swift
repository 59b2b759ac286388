import Domain
import ReactiveCore
import Services

/// A library whose favorites are one shared observation: the first watcher starts it, the
/// latest value is replayed to the next ones, and it stops when the last one leaves.
struct SharedFavoritesLibrary: LibraryService {
    private let base: LibraryService
    private let sharedFavorites: Observable<[LibraryItem]>

    init(_ base: LibraryService) {
        self.base = base
        sharedFavorites = base.favorites().share(replay: 1, scope: .whileConnected)
    }

    func favorites() -> Observable<[LibraryItem]> { sharedFavorites }
    func entry(trackID: Int64) -> Single<LibraryEntry?> { base.entry(trackID: trackID) }
    func save(trackID: Int64, rating: Rating, note: String) -> Single<LibraryEntry> {
        base.save(trackID: trackID, rating: rating, note: note)
    }
    func toggleFavorite(trackID: Int64) -> Single<LibraryEntry> { base.toggleFavorite(trackID: trackID) }
}
