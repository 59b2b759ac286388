import Domain
import ReactiveCore

extension CatalogService {
    /// This catalog as an async model calls it: the calls the async models make (`search`,
    /// `genres`), each awaiting its answer.
    package var awaited: Awaited { Awaited(service: self) }

    /// A catalog's calls awaited, on the caller's actor: each subscribes to the service's answer
    /// there and resumes there with it, or throws its error; cancelling the awaiting task disposes
    /// the subscription. Not a second interface: it is made from the ``CatalogService`` value and
    /// nothing else, so a fake of the value is a fake of this too.
    package struct Awaited {
        let service: CatalogService

        /// The tracks matching what the user typed, best first.
        nonisolated(nonsending) package func search(_ query: String) async throws -> [Track] {
            try await service.search(query).value()
        }

        /// Every genre with its track count.
        nonisolated(nonsending) package func genres() async throws -> [Genre] {
            try await service.genres().value()
        }
    }
}
