import Domain
import Features
import Lab
import ReactiveCore
import StyleProtocols

/// The greeting in the protocols style with the greeting kept as state: the validate method
/// puts it in a behavior relay, so a view bound after the tap is shown the latest, and so is a
/// rebuilt view.
///
/// The variant of the matrix's situation 1: the main greeting sends it through a publish relay,
/// which keeps nothing for a view that is not bound yet. The greeting is a one-shot event, so the
/// price is situation 5: a rebuilt view is greeted again, which the matrix shows with the fix.
package final class KeptGreetingViewModel: GreetingViewModelType {
    package var input: GreetingViewModelInput { self }
    package var output: GreetingViewModelOutput { self }
    private let name = BehaviorRelay(value: "")
    private let greetings = BehaviorRelay<String?>(value: nil)

    package init() {}
}

extension KeptGreetingViewModel: GreetingViewModelInput {
    package func nameChanged(_ name: String) {
        self.name.accept(name)
    }

    package func validate() {
        greetings.accept(Greeting.message(for: name.value))
    }
}

extension KeptGreetingViewModel: GreetingViewModelOutput {
    package var greeting: Driver<String> {
        greetings.compactMap { $0 }.asDriver(onErrorDriveWith: .empty())
    }
}

extension ProtocolsStyle {
    /// The greeting over ``KeptGreetingViewModel``, bound as the main greeting is.
    @MainActor
    package static func makeKeptGreeting() -> Screen<GreetingView> {
        let viewModel: GreetingViewModelType = KeptGreetingViewModel()
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.name.subscribe(onNext: { viewModel.input.nameChanged($0) }),
                    view.validateRequests.subscribe(onNext: { viewModel.input.validate() }))
            },
            outputs: { view in viewModel.output.greeting.drive(view.greeting) })
    }
}
