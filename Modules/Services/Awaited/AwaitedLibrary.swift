import Domain
import ReactiveCore

/// A ``LibraryService`` awaited: each call subscribes to the service's answer and resumes with
/// it, the favorites are a stream that keeps the latest list, throws the service's error, and
/// ends its subscription when the iteration ends; cancelling the awaiting task disposes the
/// subscription.
package final class AwaitedLibrary {
    private let service: LibraryService

    /// `service`, awaited.
    package init(_ service: LibraryService) {
        self.service = service
    }
}

extension AwaitedLibrary: LibraryClient {
    package func favorites() -> AsyncThrowingStream<[LibraryItem], any Error> {
        AsyncThrowingStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            // The handler first: a service that fails or ends while subscribing finishes the
            // stream at once, and the subscription it returns is then disposed as it arrives.
            let pending = PendingAnswer()
            continuation.onTermination = { _ in pending.cancel() }
            pending.hold(
                service.favorites().subscribe(
                    onNext: { continuation.yield($0) }, onError: { continuation.finish(throwing: $0) },
                    onCompleted: { continuation.finish() }))
        }
    }

    package func entry(trackID: Int64) async throws -> LibraryEntry? {
        try await service.entry(trackID: trackID).answer()
    }

    package func save(trackID: Int64, rating: Rating, note: String) async throws -> LibraryEntry {
        try await service.save(trackID: trackID, rating: rating, note: note).answer()
    }

    package func toggleFavorite(trackID: Int64) async throws -> LibraryEntry {
        try await service.toggleFavorite(trackID: trackID).answer()
    }
}
