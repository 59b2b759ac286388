import Domain
import ReactiveCore

/// The greeting in the transform style (seed 2's first approach).
package final class GreetingViewModel: ViewModelType {
    /// The streams the view provides, all at once.
    package struct Input {
        /// The name as typed.
        package let name: Observable<String>
        /// The user asks to validate.
        package let validate: Observable<Void>

        /// Gathers the view's inputs.
        package init(name: Observable<String>, validate: Observable<Void>) {
            self.name = name
            self.validate = validate
        }
    }

    /// What the view shows.
    package struct Output {
        /// The greeting, or what is wrong with the name.
        package let greeting: Driver<String>
    }

    package init() {}

    package func transform(input: Input) -> Output {
        let greeting = input.validate
            .withLatestFrom(input.name.startWith(""))
            .map(Greeting.message(for:))
            .asDriver(onErrorDriveWith: .empty())
        return Output(greeting: greeting)
    }
}
