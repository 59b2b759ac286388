import Domain
import ReactiveCore
import Services

extension LibraryRules {
    /// Flips `item`'s favorite mark; the outcome is `nil`, or the failure's message.
    package static func toggle(_ item: LibraryItem, in library: LibraryService) -> Observable<String?> {
        library.toggleFavorite(trackID: item.track.id).asObservable()
            .map { _ in nil }
            .catch { .just(failureMessage(item.track, $0)) }
    }
}
