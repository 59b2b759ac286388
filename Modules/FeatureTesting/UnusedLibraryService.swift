import Domain
import ReactiveCore
import Services

/// A library for a test whose style never calls it (the async style calls its client): every
/// call never answers.
package struct UnusedLibraryService: LibraryService {
    /// The library.
    package init() {}

    package func favorites() -> Observable<[LibraryItem]> { .never() }
    package func entry(trackID: Int64) -> Single<LibraryEntry?> { .never() }
    package func save(trackID: Int64, rating: Rating, note: String) -> Single<LibraryEntry> { .never() }
    package func toggleFavorite(trackID: Int64) -> Single<LibraryEntry> { .never() }
}
