import Domain
import Features
import Observation
import Services

/// The search's model: it waits for the query to settle, searches it, and shows the latest
/// answer.
@ViewActor @Observable
package final class SearchModel: ViewModel {
    /// Where the search of the settled query stands.
    package private(set) var phase = SearchRules.Phase.idle
    /// The results shown.
    package private(set) var results: [Track] = []
    /// The track to open, until the view has opened it.
    package var trackToShow: Track?

    /// Whether the loading indicator shows.
    package var isLoading: Bool { phase.isLoading }
    /// The error message shown, if any.
    package var errorMessage: String? { phase.message }

    /// The query that settled last: an unchanged query is not searched again.
    @ObservationIgnored private var settled: String?
    @ObservationIgnored private var settling: Task<Void, Never>?
    @ObservationIgnored private var searching: Task<Void, Never>?
    // Services are not `Sendable` (they hand work to schedulers, not across actors), so a model
    // on an actor can take one from a nonisolated `init` only unchecked; it uses it on the actor.
    nonisolated(unsafe) private let catalog: CatalogService
    private let clock: any Clock<Duration>

    /// A search of `catalog`, debounced on `clock`.
    package nonisolated init(catalog: CatalogService, clock: any Clock<Duration>) {
        self.catalog = catalog
        self.clock = clock
    }

    /// The query field's text changed: it is searched once it has not changed for 300 ms.
    package func updateQuery(_ text: String) {
        let query = SearchRules.normalize(text)
        settling?.cancel()
        settling = .view { [clock] in
            do {
                try await clock.sleep(for: Duration(SearchRules.debounce))
            } catch {
                return
            }
            self.settle(query)
        }
    }

    /// The user selects the row at `index`.
    package func select(_ index: Int) {
        trackToShow = SearchRules.track(at: index, in: results)
    }

    package func leave() {
        settling?.cancel()
        searching?.cancel()
    }

    /// Searches `query` if it changed, replacing the search in flight.
    private func settle(_ query: String) {
        guard query != settled else { return }
        settled = query
        searching?.cancel()
        searching = .view {
            do {
                for try await phase in SearchRules.search(query, catalog: self.catalog).values {
                    self.show(phase)
                }
            } catch {
                // Cancelled: a newer query, or the user left.
            }
        }
    }

    private func show(_ phase: SearchRules.Phase) {
        self.phase = phase
        results = SearchRules.results(after: phase, previous: results)
    }
}
