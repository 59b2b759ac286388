import Domain
import Features
import ReactiveCore
import Services

/// The search's reactor: it keeps the query, searches it once it has settled, and says which
/// track a selected row is.
package final class SearchReactor: Reactor {
    /// What the user does.
    package enum Action {
        /// The query field's text changed.
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
        /// The query as searched: trimmed; empty until the user types.
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
    /// The debounce's clock; not named `scheduler`, which is the reactor's own (the one its
    /// actions are observed on).
    private let timing: SchedulerType

    package init(catalog: CatalogService, scheduler: SchedulerType) {
        self.catalog = catalog
        timing = scheduler
    }

    package func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .updateQuery(let text):
            return .just(.setQuery(SearchRules.normalize(text)))
        case .selectRow(let index):
            guard let track = SearchRules.track(at: index, in: currentState.results) else { return .empty() }
            return .just(.showTrack(track))
        }
    }

    /// Adds the searches: each query that has settled and changed is searched, and a new search
    /// replaces the one in flight (the mutations of `mutate` are merged, never switched).
    package func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
        // Shared: the state and the searches observe the same mutations, and each subscription
        // to `mutation` would otherwise mutate every action once more.
        let mutation = mutation.share()
        let catalog = catalog
        let searches =
            mutation
            .compactMap { mutation -> String? in
                guard case .setQuery(let query) = mutation else { return nil }
                return query
            }
            .debounce(SearchRules.debounce, scheduler: timing)
            .distinctUntilChanged()
            .flatMapLatest { SearchRules.search($0, catalog: catalog).map(Mutation.setPhase) }
        return .merge(mutation, searches)
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
