import Domain

/// The user's library as an async model calls it.
///
/// The async style's models hold one, made once by the composition root over the app's
/// ``LibraryService`` (``AwaitedLibrary``); a test may give a model any other.
@MainActor
package protocol LibraryClient: AnyObject {
    /// The favorites now and after every change, until the iteration ends.
    func favorites() -> AsyncStream<[LibraryItem]>

    /// The library entry of a track, if the user has one.
    func entry(trackID: Int64) async throws -> LibraryEntry?

    /// Saves a track's rating and note, returning the saved entry.
    func save(trackID: Int64, rating: Rating, note: String) async throws -> LibraryEntry

    /// Flips a track's favorite mark, returning the saved entry.
    func toggleFavorite(trackID: Int64) async throws -> LibraryEntry
}
