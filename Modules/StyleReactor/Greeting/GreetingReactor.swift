import Domain
import ReactiveCore

/// The greeting's reactor: it keeps the name, and greets it when asked.
package final class GreetingReactor: Reactor {
    /// What the user does.
    package enum Action {
        /// The name field's text changed.
        case updateName(String)
        /// The user asks to validate the name.
        case validate
    }

    /// What the greeting shows.
    package struct State {
        /// The name as typed; empty until the user types.
        package var name = ""
        /// The greeting, or what is wrong with the name: once per validation.
        @Pulse package var greeting: String?
    }

    package let initialState = State()
    package let storage = ReactorStorage<GreetingReactor>()

    package init() {}

    package func reduce(state: State, mutation: Action) -> State {
        var state = state
        switch mutation {
        case .updateName(let name): state.name = name
        case .validate: state.greeting = Greeting.message(for: state.name)
        }
        return state
    }
}
