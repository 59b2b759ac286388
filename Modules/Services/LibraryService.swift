import Domain
import ReactiveCore

/// The user's library as the view models see it.
///
/// A value, like ``CatalogService``: one closure per call.
package struct LibraryService {
    /// The favorites now and after every change, wherever it was saved.
    package var favorites: () -> Observable<[LibraryItem]>
    /// The library entry of a track, if the user has one.
    package var entry: (_ trackID: Int64) -> Single<LibraryEntry?>
    /// Saves a track's rating and note, returning the saved entry.
    package var save: (_ trackID: Int64, _ rating: Rating, _ note: String) -> Single<LibraryEntry>
    /// Flips a track's favorite mark, returning the saved entry.
    package var toggleFavorite: (_ trackID: Int64) -> Single<LibraryEntry>

    /// A library that answers each call with its closure.
    package init(
        favorites: @escaping () -> Observable<[LibraryItem]>,
        entry: @escaping (_ trackID: Int64) -> Single<LibraryEntry?>,
        save: @escaping (_ trackID: Int64, _ rating: Rating, _ note: String) -> Single<LibraryEntry>,
        toggleFavorite: @escaping (_ trackID: Int64) -> Single<LibraryEntry>
    ) {
        self.favorites = favorites
        self.entry = entry
        self.save = save
        self.toggleFavorite = toggleFavorite
    }

    /// The library entry of a track, if the user has one.
    package func entry(trackID: Int64) -> Single<LibraryEntry?> { entry(trackID) }

    /// Saves a track's rating and note, returning the saved entry.
    package func save(trackID: Int64, rating: Rating, note: String) -> Single<LibraryEntry> {
        save(trackID, rating, note)
    }

    /// Flips a track's favorite mark, returning the saved entry.
    package func toggleFavorite(trackID: Int64) -> Single<LibraryEntry> { toggleFavorite(trackID) }
}
