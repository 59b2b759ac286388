import Domain
import ReactiveCore

/// The palette's reactor: a tap is an action that is its own mutation.
package final class PaletteReactor: Reactor {
    /// What the user does.
    package enum Action {
        /// The user asks for the next color.
        case changeColor
    }

    /// What the palette shows.
    package struct State: Equatable {
        /// The background color.
        package var color = PaletteColor.red
    }

    package let initialState = State()
    package let storage = ReactorStorage<PaletteReactor>()

    package init() {}

    package func reduce(state: State, mutation: Action) -> State {
        var state = state
        switch mutation {
        case .changeColor: state.color = PaletteColor.next(after: state.color)
        }
        return state
    }
}
