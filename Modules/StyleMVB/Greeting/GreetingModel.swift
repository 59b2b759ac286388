import Domain
import ReactiveCore

/// The greeting's model: it owns the name and turns validation requests into greetings.
package final class GreetingModel {
    /// The name as typed; empty until the user types.
    package let name = BehaviorRelay(value: "")
    /// Where validation requests go.
    package let validate: AnyObserver<Void>
    /// The greeting, or what is wrong with the name, after each validation.
    package let greeting: Observable<String>

    private let validations = PublishSubject<Void>()

    package init() {
        validate = validations.asObserver()
        greeting = validations.withLatestFrom(name).map(Greeting.message(for:))
    }
}
