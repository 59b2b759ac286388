import Domain
import Features
import ReactiveCore
import Services

/// The genres' reactor: it loads the genres when asked and describes a selected one.
package final class GenresReactor: Reactor {
    /// What the user does.
    package enum Action: Equatable {
        /// The view appeared, or the user asks to refresh.
        case load
        /// The user selects the row at this index.
        case selectRow(Int)
    }

    /// A change of the state.
    package enum Mutation {
        /// Where the load stands.
        case setPhase(GenresRules.Phase)
        /// Show this one-shot message.
        case showMessage(String)
    }

    /// What the genres show.
    package struct State {
        /// Where the latest load stands.
        package var phase = GenresRules.Phase.idle
        /// The genres shown.
        package var genres: [Genre] = []
        /// A one-shot message about a selected genre.
        @Pulse package var message: String?
    }

    package let initialState = State()
    package let storage = ReactorStorage<GenresReactor>()
    private let catalog: CatalogService

    package init(catalog: CatalogService) {
        self.catalog = catalog
    }

    package func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .load:
            // A new load replaces the one in flight.
            let nextLoad = self.action.filter { $0 == .load }
            return GenresRules.load(from: catalog).map(Mutation.setPhase).take(until: nextLoad)
        case .selectRow(let index):
            guard let genre = GenresRules.genre(at: index, in: currentState.genres) else { return .empty() }
            return .just(.showMessage(GenresRules.summary(of: genre)))
        }
    }

    package func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setPhase(let phase):
            state.phase = phase
            state.genres = GenresRules.genres(after: phase, previous: state.genres)
        case .showMessage(let message):
            state.message = message
        }
        return state
    }
}
