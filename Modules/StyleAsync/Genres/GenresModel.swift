import Domain
import Features
import Observation
import Services

/// The genres' model: it loads the genres when asked, a new load replacing the one in flight, and
/// says how many tracks a selected genre has.
@ViewActor @Observable
package final class GenresModel: ViewModel {
    /// Where the latest load stands.
    package private(set) var phase = GenresRules.Phase.idle
    /// The genres shown: the last ones loaded.
    package private(set) var genres: [Genre] = []
    /// A one-shot message about a selected genre, until the view has shown it.
    package var message: String?

    /// Whether the loading indicator shows.
    package var isLoading: Bool { phase.isLoading }
    /// The error message shown, if any.
    package var errorMessage: String? { phase.message }

    @ObservationIgnored private var loading: Task<Void, Never>?
    // Not `Sendable`, so taken unchecked by the nonisolated `init` (see `SearchModel`).
    nonisolated(unsafe) private let catalog: CatalogService

    /// The genres of `catalog`.
    package nonisolated init(catalog: CatalogService) {
        self.catalog = catalog
    }

    /// The view appeared, or the user asks to load again: a load starts, replacing one in flight.
    package func load() {
        loading?.cancel()
        loading = .view {
            do {
                for try await phase in GenresRules.load(from: self.catalog).values { self.show(phase) }
            } catch {
                // Cancelled: a newer load, or the user left.
            }
        }
    }

    /// The user selects the row at `index`.
    package func select(_ index: Int) {
        message = GenresRules.genre(at: index, in: genres).map(GenresRules.summary(of:))
    }

    package func leave() {
        loading?.cancel()
    }

    private func show(_ phase: GenresRules.Phase) {
        self.phase = phase
        genres = GenresRules.genres(after: phase, previous: genres)
    }
}
