import Features
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

extension FeatureEnvironment {
    /// The same services with their calls counted by `counter`, each when it is subscribed (the
    /// favorites are observed rather than called, and not counted); the answers are untouched.
    package func counted(by counter: CallCounter) -> FeatureEnvironment {
        let (catalog, library) = (self.catalog, self.library)
        return FeatureEnvironment(
            catalog: CatalogService(
                search: { counter.counting(catalog.search($0)) }, track: { counter.counting(catalog.track($0)) },
                genres: { counter.counting(catalog.genres()) },
                tracksInGenre: { counter.counting(catalog.tracksInGenre($0)) }),
            library: LibraryService(
                favorites: library.favorites, entry: { counter.counting(library.entry($0)) },
                save: { counter.counting(library.save($0, $1, $2)) },
                toggleFavorite: { counter.counting(library.toggleFavorite($0)) }),
            scheduler: scheduler, clock: clock)
    }
}
