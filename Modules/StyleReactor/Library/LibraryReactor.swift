import Domain
import Features
import ReactiveCore
import Services

/// The library's reactor: the favorites as the service sees them; it saves each toggle.
package final class LibraryReactor: Reactor {
    /// What the user does.
    package enum Action {
        /// The user toggles the favorite mark of the row at this index.
        case toggleFavorite(Int)
        /// The user selects the row at this index.
        case selectRow(Int)
    }

    /// A change of the state.
    package enum Mutation {
        /// The favorites, as the library now has them.
        case setItems([LibraryItem])
        /// How the latest change ended: `nil`, or its failure's message.
        case setFailure(String?)
        /// Open the editor for this track.
        case openEditor(Track)
    }

    /// What the library shows.
    package struct State {
        /// The favorites, most recently changed first; `nil` until the library has answered.
        package var items: [LibraryItem]?
        /// The message about a failed change, if any.
        package var failure: String?
        /// The track to edit: once per selection.
        @Pulse package var trackToEdit: Track?
    }

    package let initialState = State()
    package let storage = ReactorStorage<LibraryReactor>()
    private let library: LibraryService

    package init(library: LibraryService) {
        self.library = library
    }

    package func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .toggleFavorite(let index):
            guard let item = LibraryRules.item(at: index, in: currentState.items ?? []) else { return .empty() }
            return LibraryRules.toggle(item, in: library).map(Mutation.setFailure)
        case .selectRow(let index):
            guard let item = LibraryRules.item(at: index, in: currentState.items ?? []) else { return .empty() }
            return .just(.openEditor(item.track))
        }
    }

    /// Adds the favorites, live: observed once, for as long as the reactor lives. A read error
    /// ends them with an empty list, as the other styles' Drivers do: uncaught, it would end the
    /// state stream, and every later action would come to nothing.
    package func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
        .merge(mutation, library.favorites().map(Mutation.setItems).catch { _ in .just(.setItems([])) })
    }

    package func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setItems(let items): state.items = items
        case .setFailure(let failure): state.failure = failure
        case .openEditor(let track): state.trackToEdit = track
        }
        return state
    }
}
