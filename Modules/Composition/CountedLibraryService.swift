import Domain
import ReactiveCore
import Services

/// A library whose reads and saves are counted, each when it is subscribed; the favorites are
/// observed rather than called, and not counted. The answers are `base`'s, untouched.
struct CountedLibraryService: LibraryService {
    private let base: LibraryService
    private let counter: CallCounter

    init(_ base: LibraryService, counter: CallCounter) {
        self.base = base
        self.counter = counter
    }

    func favorites() -> Observable<[LibraryItem]> { base.favorites() }
    func entry(trackID: Int64) -> Single<LibraryEntry?> { counter.counting(base.entry(trackID: trackID)) }
    func save(trackID: Int64, rating: Rating, note: String) -> Single<LibraryEntry> {
        counter.counting(base.save(trackID: trackID, rating: rating, note: note))
    }
    func toggleFavorite(trackID: Int64) -> Single<LibraryEntry> {
        counter.counting(base.toggleFavorite(trackID: trackID))
    }
}
