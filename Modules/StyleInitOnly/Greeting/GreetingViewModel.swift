import Domain
import ReactiveCore

/// The greeting in the init-only style: the name and the validation requests go in through
/// `init`; the greeting is a result, so it is a `Signal`.
package struct GreetingViewModel {
    /// The greeting, or what is wrong with the name (a result).
    package let greeting: Signal<String>

    package init(name: Driver<String>, validate: Signal<Void>) {
        greeting = Self.greetings(name: name, validate: validate)
    }

    /// On each validation, the message for the latest name (empty until one is typed).
    static func greetings(name: Driver<String>, validate: Signal<Void>) -> Signal<String> {
        validate
            .withLatestFrom(name.startWith(""))
            .map(Greeting.message(for:))
            .asSignal(onErrorSignalWith: .empty())
    }
}
