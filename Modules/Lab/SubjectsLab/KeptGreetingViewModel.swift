import Domain
import Features
import Lab
import ReactiveCore
import StyleSubjects

/// The greeting in the subjects style with the greeting kept as state: each validation is folded
/// into a behavior relay by a subscription the view model holds, so a view bound after the tap
/// is shown the latest greeting, and so is a rebuilt view.
///
/// The variant of the matrix's situation 1: the main greeting derives it from the validations
/// while a view is bound, and keeps nothing. The greeting is a one-shot event, so the price is
/// situation 5: a rebuilt view is greeted again, which the matrix shows with the fix.
package final class KeptGreetingViewModel: ViewModelType {
    package let input: GreetingViewModel.Input
    package let output: GreetingViewModel.Output
    private let nameSubject = BehaviorSubject(value: "")
    private let validateSubject = PublishSubject<Void>()
    private let greetings = BehaviorRelay<String?>(value: nil)
    private let disposeBag = DisposeBag()

    package init() {
        input = GreetingViewModel.Input(name: nameSubject.asObserver(), validate: validateSubject.asObserver())
        validateSubject.withLatestFrom(nameSubject).map(Greeting.message(for:)).bind(to: greetings)
            .disposed(by: disposeBag)
        output = GreetingViewModel.Output(greeting: greetings.compactMap { $0 }.asDriver(onErrorDriveWith: .empty()))
    }
}

extension SubjectsStyle {
    /// The greeting over ``KeptGreetingViewModel``, bound as the main greeting is.
    @MainActor
    package static func makeKeptGreeting() -> Screen<GreetingView> {
        let viewModel = KeptGreetingViewModel()
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.name.subscribe(onNext: viewModel.input.name.onNext),
                    view.validateRequests.subscribe(onNext: viewModel.input.validate.onNext))
            },
            outputs: { view in viewModel.output.greeting.drive(view.greeting) })
    }
}
