import Domain
import Features
import Observation
import Services

/// The search's model: it waits for the query to settle, searches it, and shows the latest
/// answer.
@MainActor @Observable
package final class SearchModel: ViewModel {
    /// Where the search of the settled query stands.
    package private(set) var phase = SearchRules.Phase.idle
    /// The results shown.
    package private(set) var results: [Track] = []
    /// The tracks to open, one per selection.
    package let trackToShow = Outbox<Track>()

    /// Whether the loading indicator shows.
    package var isLoading: Bool { phase.isLoading }
    /// The error message shown, if any.
    package var errorMessage: String? { phase.message }

    /// The query that settled last: an unchanged query is not searched again.
    @ObservationIgnored private var settled: String?
    @ObservationIgnored private var settling: Task<Void, Never>?
    @ObservationIgnored private var searching: Task<Void, Never>?
    private let catalog: any CatalogClient
    private let clock: any Clock<Duration>

    /// A search of `catalog`, debounced on `clock`.
    package init(catalog: any CatalogClient, clock: any Clock<Duration>) {
        self.catalog = catalog
        self.clock = clock
    }

    /// The query field's text changed: it is searched once it has not changed for 300 ms.
    package func updateQuery(_ text: String) {
        let query = SearchRules.normalize(text)
        settling?.cancel()
        settling = Task {
            do {
                try await clock.sleep(for: SearchRules.settleTime)
                // Cancellation is cooperative: a sleep that ended while the main actor was busy
                // returns normally even if the user typed again before the task got it back.
                try Task.checkCancellation()
            } catch {
                return  // Cancelled: the user typed again, or left.
            }
            search(query)
        }
    }

    /// The user selects the row at `index`.
    package func select(_ index: Int) {
        if let track = SearchRules.track(at: index, in: results) { trackToShow.send(track) }
    }

    /// Leaving cancels the query settling and the search in flight; a search cut short is
    /// forgotten (the next view bound to the model is not left loading, and the same query is
    /// searched again once it settles).
    package func leave() {
        settling?.cancel()
        searching?.cancel()
        if case .loading = phase {
            settled = nil
            show(.idle)
        }
    }

    /// Searches `query` if it changed, replacing the search in flight.
    private func search(_ query: String) {
        guard query != settled else { return }
        settled = query
        searching?.cancel()
        guard !query.isEmpty else { return show(.idle) }
        show(.loading)
        searching = Task {
            do {
                let tracks = try await catalog.search(query)
                guard !Task.isCancelled else { return }
                show(.loaded(tracks))
            } catch {
                guard !Task.isCancelled else { return }  // A newer query, or the user left.
                show(.failed(SearchRules.failureMessage(error)))
            }
        }
    }

    private func show(_ phase: SearchRules.Phase) {
        self.phase = phase
        results = SearchRules.results(after: phase, previous: results)
    }
}
