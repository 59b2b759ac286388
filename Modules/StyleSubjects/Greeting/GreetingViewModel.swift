import Domain
import ReactiveCore

/// The greeting in the subjects style (seed 2's second approach): inputs are observers the view
/// feeds whenever its controls exist.
package final class GreetingViewModel: ViewModelType {
    /// Where the view sends its intents, whenever its controls exist.
    package struct Input {
        /// Where the view sends the name as typed.
        package let name: AnyObserver<String>
        /// Where the view sends validation requests.
        package let validate: AnyObserver<Void>

        /// The inputs, as the view model makes them.
        package init(name: AnyObserver<String>, validate: AnyObserver<Void>) {
            self.name = name
            self.validate = validate
        }
    }

    /// What the view shows.
    package struct Output {
        /// The greeting, or what is wrong with the name.
        package let greeting: Driver<String>

        /// The outputs, as the view model makes them.
        package init(greeting: Driver<String>) {
            self.greeting = greeting
        }
    }

    package let input: Input
    package let output: Output

    private let nameSubject = BehaviorSubject(value: "")
    private let validateSubject = PublishSubject<Void>()

    package init() {
        input = Input(name: nameSubject.asObserver(), validate: validateSubject.asObserver())
        output = Output(
            greeting:
                validateSubject
                .withLatestFrom(nameSubject)
                .map(Greeting.message(for:))
                .asDriver(onErrorDriveWith: .empty()))
    }
}
