import Domain
import ReactiveCore
import Services
import Synchronization

/// How many service calls a counted view made: shared by its catalog and its library
/// (`FeatureEnvironment.counted(by:)`; a terminal UI pane's status line).
package final class CallCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// A counter at 0.
    package init() {}

    /// The calls counted so far.
    package var value: Int { count.load(ordering: .relaxed) }

    /// Counts a call when `answer` is subscribed, and does nothing else to it.
    func counting<Value>(_ answer: Single<Value>) -> Single<Value> {
        Single.deferred {
            self.count.add(1, ordering: .relaxed)
            return answer
        }
    }
}

extension CatalogService {
    /// The same catalog, its calls counted by `counter`, each when it is subscribed; the answers
    /// are untouched.
    func counted(by counter: CallCounter) -> CatalogService {
        CatalogService(
            search: { counter.counting(self.search($0)) }, track: { counter.counting(self.track($0)) },
            genres: { counter.counting(self.genres()) },
            tracksInGenre: { counter.counting(self.tracksInGenre($0)) })
    }
}

extension LibraryService {
    /// The same library, its reads and saves counted by `counter`, each when it is subscribed;
    /// the favorites are observed rather than called, and not counted. The answers are untouched.
    func counted(by counter: CallCounter) -> LibraryService {
        LibraryService(
            favorites: favorites, entry: { counter.counting(self.entry($0)) },
            save: { counter.counting(self.save($0, $1, $2)) },
            toggleFavorite: { counter.counting(self.toggleFavorite($0)) })
    }
}
