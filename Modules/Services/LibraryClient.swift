import Domain

/// The user's library as an async model calls it.
///
/// The async style's models hold one, made once by the composition root over the app's
/// ``LibraryService`` (``AwaitedLibrary``); a test may give a model any other.
@MainActor
package protocol LibraryClient: AnyObject {
    /// The favorites now and after every change, until the iteration ends or a read fails (the
    /// sequence throws the error). Only the latest list matters: a reader that falls behind gets
    /// the newest one, not every list in between.
    func favorites() -> AsyncThrowingStream<[LibraryItem], any Error>

    /// The library entry of a track, if the user has one.
    func entry(trackID: Int64) async throws -> LibraryEntry?

    /// Saves a track's rating and note, returning the saved entry.
    func save(trackID: Int64, rating: Rating, note: String) async throws -> LibraryEntry

    /// Flips a track's favorite mark, returning the saved entry.
    func toggleFavorite(trackID: Int64) async throws -> LibraryEntry
}
