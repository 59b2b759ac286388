import Domain
import Observation

/// The greeting's model: the name typed so far, and the greeting each validation shows.
@ViewActor @Observable
package final class GreetingModel: ViewModel {
    /// The greeting, or what is wrong with the name, until the view has shown it.
    package var greeting: String?

    /// The name as typed; empty until the user types.
    @ObservationIgnored private var name = ""

    package nonisolated init() {}

    /// The name field's text changed.
    package func updateName(_ name: String) {
        self.name = name
    }

    /// The user asks to validate the name.
    package func validate() {
        greeting = Greeting.message(for: name)
    }

    package func leave() {}
}
