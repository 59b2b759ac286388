import Domain
import ReactiveCore

/// A ``CatalogService`` awaited: each call subscribes to the service's answer and resumes with
/// it; cancelling the awaiting task disposes the subscription.
package final class AwaitedCatalog {
    private let service: CatalogService

    /// `service`, awaited.
    package init(_ service: CatalogService) {
        self.service = service
    }
}

extension AwaitedCatalog: CatalogClient {
    package func search(_ query: String) async throws -> [Track] {
        try await service.search(query).answer()
    }

    package func genres() async throws -> [Genre] {
        try await service.genres().answer()
    }
}
