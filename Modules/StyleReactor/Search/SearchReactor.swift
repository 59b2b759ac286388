import Domain
import Features
import ReactiveCore
import Services

/// The search's reactor: it searches each query its view sends (the view sends a query once it
/// has settled), the latest one winning, and says which track a selected row is.
///
/// As ReactorKit's GitHubSearch example: the view times the query before binding it to
/// `action`, and ``mutate(action:)`` ends a search in flight when a new query arrives, with
/// `take(until:)` on the reactor's own actions.
package final class SearchReactor: Reactor {
    /// What the user does.
    package enum Action {
        /// The query field's text settled.
        case updateQuery(String)
        /// The user selects the row at this index.
        case selectRow(Int)
    }

    /// A change of the state.
    package enum Mutation {
        /// The query, trimmed.
        case setQuery(String)
        /// Where the search of the settled query stands.
        case setPhase(SearchRules.Phase)
        /// Open this track.
        case showTrack(Track)
    }

    /// What the search shows.
    package struct State {
        /// The query as searched: trimmed; empty until a query settles.
        package var query = ""
        /// Where the latest search stands.
        package var phase = SearchRules.Phase.idle
        /// The results shown.
        package var results: [Track] = []
        /// The track to open: once per selection.
        @Pulse package var trackToShow: Track?
    }

    package let initialState = State()
    package let storage = ReactorStorage<SearchReactor>()
    private let catalog: CatalogService

    package init(catalog: CatalogService) {
        self.catalog = catalog
    }

    package func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .updateQuery(let text):
            let query = SearchRules.normalize(text)
            guard query != currentState.query else { return .empty() }
            return .concat(
                .just(.setQuery(query)),
                SearchRules.search(query, catalog: catalog)
                    // A search in flight ends when another query arrives (mutations are merged).
                    .take(until: self.action.filter { $0.replacesSearch(of: query) })
                    .map(Mutation.setPhase))
        case .selectRow(let index):
            guard let track = SearchRules.track(at: index, in: currentState.results) else { return .empty() }
            return .just(.showTrack(track))
        }
    }

    package func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setQuery(let query):
            state.query = query
        case .setPhase(let phase):
            state.phase = phase
            state.results = SearchRules.results(after: phase, previous: state.results)
        case .showTrack(let track):
            state.trackToShow = track
        }
        return state
    }
}

extension SearchReactor.Action {
    /// Whether this action ends the search of `query`: another query arrives.
    fileprivate func replacesSearch(of query: String) -> Bool {
        guard case .updateQuery(let text) = self else { return false }
        return SearchRules.normalize(text) != query
    }
}
