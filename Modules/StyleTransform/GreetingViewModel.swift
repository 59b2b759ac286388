import Domain
import ReactiveCore

/// The greeting in the transform style (seed 2's first approach).
package final class GreetingViewModel: ViewModelType {
    package struct Input {
        /// The name as typed.
        let name: Observable<String>
        /// The user asks to validate.
        let validate: Observable<Void>
    }

    package struct Output {
        /// The greeting, or what is wrong with the name.
        let greeting: Driver<String>
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
