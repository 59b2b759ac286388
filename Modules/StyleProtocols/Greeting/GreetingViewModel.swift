import Domain
import ReactiveCore

/// What the greeting view can tell its view model.
package protocol GreetingViewModelInput {
    /// The name field changed.
    func nameChanged(_ name: String)
    /// The user asks to validate.
    func validate()
}

/// What the greeting view model offers the view.
package protocol GreetingViewModelOutput {
    /// The greeting, or what is wrong with the name.
    var greeting: Driver<String> { get }
}

/// A greeting view model: its input and output sides.
package protocol GreetingViewModelType: AnyObject {
    var input: GreetingViewModelInput { get }
    var output: GreetingViewModelOutput { get }
}

/// The greeting in the protocols style.
package final class GreetingViewModel: GreetingViewModelType {
    package var input: GreetingViewModelInput { self }
    package var output: GreetingViewModelOutput { self }

    private let name = BehaviorRelay(value: "")
    private let greetings = PublishRelay<String>()

    package init() {}
}

extension GreetingViewModel: GreetingViewModelInput {
    package func nameChanged(_ name: String) {
        self.name.accept(name)
    }

    package func validate() {
        greetings.accept(Greeting.message(for: name.value))
    }
}

extension GreetingViewModel: GreetingViewModelOutput {
    package var greeting: Driver<String> {
        greetings.asDriver(onErrorDriveWith: .empty())
    }
}
