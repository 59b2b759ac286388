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
    private let catalog: CatalogService.Awaited
    private let clock: any Clock<Duration>

    /// A search of `catalog`, debounced on `clock`.
    package init(catalog: CatalogService.Awaited, clock: any Clock<Duration>) {
        self.catalog = catalog
        self.clock = clock
    }

    /// The query field's text changed: it is searched once it has not changed for 300 ms.
    package func updateQuery(_ text: String) {
        let query = SearchRules.normalize(text)
        settling?.cancel()
        settling = Task { [weak self, clock] in
            do {
                try await clock.sleep(for: SearchRules.settleTime)
                // Cancellation is cooperative: a sleep that ended while the main actor was busy
                // returns normally even if the user typed again before the task got it back.
                try Task.checkCancellation()
            } catch {
                return  // Cancelled: the user typed again, or the model went.
            }
            self?.search(query)
        }
    }

    /// The user selects the row at `index`.
    package func select(_ index: Int) {
        if let track = SearchRules.track(at: index, in: results) { trackToShow.send(track) }
    }

    /// The model goes with its owner: the query settling and the search in flight are cancelled.
    /// The view disappearing or being rebuilt cancels neither: the next view shows the results.
    isolated deinit {
        settling?.cancel()
        searching?.cancel()
    }

    /// Searches `query` if it changed, replacing the search in flight.
    private func search(_ query: String) {
        guard query != settled else { return }
        settled = query
        searching?.cancel()
        guard !query.isEmpty else { return show(.idle) }
        show(.loading)
        searching = Task { [weak self, catalog] in
            let answer: SearchRules.Phase
            do {
                answer = .loaded(try await catalog.search(query))
            } catch {
                answer = .failed(SearchRules.failureMessage(error))
            }
            guard let self, !Task.isCancelled else { return }  // The model went, or a newer query.
            show(answer)
        }
    }

    private func show(_ phase: SearchRules.Phase) {
        self.phase = phase
        results = SearchRules.results(after: phase, previous: results)
    }
}
