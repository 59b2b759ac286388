import Domain
import Observation

/// The greeting's model: the name typed so far, and the greeting each validation sends.
@MainActor @Observable
package final class GreetingModel: ViewModel {
    /// The greetings (or what is wrong with the name), one per validation.
    package let greeting = Outbox<String>()

    /// The name as typed; empty until the user types.
    @ObservationIgnored private var name = ""

    package init() {}

    /// The name field's text changed.
    package func updateName(_ name: String) {
        self.name = name
    }

    /// The user asks to validate the name.
    package func validate() {
        greeting.send(Greeting.message(for: name))
    }
}
