import Domain
import ReactiveCore

/// The user's library as the view models see it.
package protocol LibraryService {
    /// The favorites now and after every change, wherever it was saved.
    func favorites() -> Observable<[LibraryItem]>

    /// The library entry of a track, if the user has one.
    func entry(trackID: Int64) -> Single<LibraryEntry?>

    /// Saves a track's rating and note, returning the saved entry.
    func save(trackID: Int64, rating: Rating, note: String) -> Single<LibraryEntry>

    /// Flips a track's favorite mark, returning the saved entry.
    func toggleFavorite(trackID: Int64) -> Single<LibraryEntry>
}
