import Domain
import Features
import Observation
import Services

/// The genres' model: it loads the genres when asked, a new load replacing the one in flight, and
/// says how many tracks a selected genre has.
@MainActor @Observable
package final class GenresModel: ViewModel {
    /// Where the latest load stands.
    package private(set) var phase = GenresRules.Phase.idle
    /// The genres shown: the last ones loaded.
    package private(set) var genres: [Genre] = []
    /// The messages about selected genres, one per selection.
    package let message = Outbox<String>()

    /// Whether the loading indicator shows.
    package var isLoading: Bool { phase.isLoading }
    /// The error message shown, if any.
    package var errorMessage: String? { phase.message }

    @ObservationIgnored private var loading: Task<Void, Never>?
    private let catalog: CatalogService.Awaited

    /// The genres of `catalog`.
    package init(catalog: CatalogService.Awaited) {
        self.catalog = catalog
    }

    /// The view appeared, or the user asks to load again: a load starts, replacing one in flight.
    package func load() {
        loading?.cancel()
        show(.loading)
        loading = Task { [weak self, catalog] in
            let answer: GenresRules.Phase
            do {
                answer = .loaded(try await catalog.genres())
            } catch {
                answer = .failed(GenresRules.failureMessage(error))
            }
            guard let self, !Task.isCancelled else { return }  // The model went, or a newer load.
            show(answer)
        }
    }

    /// The user selects the row at `index`.
    package func select(_ index: Int) {
        if let genre = GenresRules.genre(at: index, in: genres) { message.send(GenresRules.summary(of: genre)) }
    }

    /// The model goes with its owner: a load in flight is cancelled. The view disappearing or
    /// being rebuilt does not cancel it: the next view shows the genres.
    isolated deinit {
        loading?.cancel()
    }

    private func show(_ phase: GenresRules.Phase) {
        self.phase = phase
        genres = GenresRules.genres(after: phase, previous: genres)
    }
}
