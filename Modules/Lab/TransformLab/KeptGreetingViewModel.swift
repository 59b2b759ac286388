import Domain
import Features
import Lab
import ReactiveCore
import StyleTransform

/// The greeting in the transform style with the greeting kept as state: `transform` folds the
/// validations into a relay the view model stores, through the disposable that travels in the
/// output, so a tap before the outputs are bound counts, and a rebuilt view is shown the latest.
///
/// The variant of the matrix's situation 1: the main greeting derives it from the validations
/// while the output is bound, and keeps nothing. The greeting is a one-shot event, so the price
/// is situation 5: a rebuilt view is greeted again, which the matrix shows with the fix.
package final class KeptGreetingViewModel: ViewModelType {
    /// What the view shows, and the subscription that keeps the greeting.
    package struct Output {
        /// The greeting, once the user validated.
        package let greeting: Driver<String>
        /// The fold of the validations into the kept greeting.
        package let disposable: Disposable
    }

    private let greetings = BehaviorRelay<String?>(value: nil)

    package init() {}

    package func transform(input: GreetingViewModel.Input) -> Output {
        let fold = input.validate
            .withLatestFrom(input.name.startWith(""))
            .map(Greeting.message(for:))
            .bind(to: greetings)
        return Output(greeting: greetings.compactMap { $0 }.asDriver(onErrorDriveWith: .empty()), disposable: fold)
    }
}

extension TransformStyle {
    /// The greeting over ``KeptGreetingViewModel``, bound as the main greeting is.
    @MainActor
    package static func makeKeptGreeting() -> Screen<GreetingView> {
        let viewModel = KeptGreetingViewModel()
        return .together(viewModel) { view in
            let output = viewModel.transform(input: .init(name: view.name, validate: view.validateRequests))
            return .init(effects: output.disposable) { view in output.greeting.drive(view.greeting) }
        }
    }
}
