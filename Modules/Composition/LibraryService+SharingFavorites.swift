import ReactiveCore
import Services

extension LibraryService {
    /// The same library, its favorites one shared observation: the first watcher starts it, the
    /// latest value is replayed to the next ones, and it stops when the last one leaves.
    package func sharingFavorites() -> LibraryService {
        var library = self
        let shared = favorites().share(replay: 1, scope: .whileConnected)
        library.favorites = { shared }
        return library
    }
}
