import Domain
import ReactiveCore

extension LibraryService {
    /// This library as an async model calls it: the same calls, each awaiting its answer, and the
    /// favorites as a stream.
    package var awaited: Awaited { Awaited(service: self) }

    /// A library's calls awaited, on the caller's actor (see ``CatalogService/Awaited``): made
    /// from the ``LibraryService`` value and nothing else.
    package struct Awaited {
        let service: LibraryService

        /// The favorites now and after every change, until the iteration ends or a read fails (the
        /// sequence throws the error). Only the latest list matters: a reader that falls behind
        /// gets the newest one, not every list in between. The stream's end disposes the
        /// service's subscription.
        package func favorites() -> AsyncThrowingStream<[LibraryItem], any Error> {
            service.favorites().values(bufferingPolicy: .bufferingNewest(1))
        }

        /// The library entry of a track, if the user has one.
        nonisolated(nonsending) package func entry(trackID: Int64) async throws -> LibraryEntry? {
            try await service.entry(trackID).value()
        }

        /// Saves a track's rating and note, returning the saved entry.
        nonisolated(nonsending) package func save(
            trackID: Int64, rating: Rating, note: String
        ) async throws -> LibraryEntry {
            try await service.save(trackID, rating, note).value()
        }

        /// Flips a track's favorite mark, returning the saved entry.
        nonisolated(nonsending) package func toggleFavorite(trackID: Int64) async throws -> LibraryEntry {
            try await service.toggleFavorite(trackID).value()
        }
    }
}
