import Domain
import Features
import Lab
import ReactiveCore
import StyleMVB

/// The greeting model with the greeting kept as state: each validation is folded into a
/// behavior relay by a subscription the model holds, so a view bound after the tap is shown the
/// latest greeting, and so is a rebuilt view.
///
/// The variant of the matrix's situation 1: the main model's greeting is derived from the
/// validations while a view is bound, and keeps nothing. The greeting is a one-shot event, so the
/// price is situation 5: a rebuilt view is greeted again, which the matrix shows with the fix.
package final class KeptGreetingModel {
    package let name = BehaviorRelay(value: "")
    package let validate: AnyObserver<Void>
    package let greeting: Observable<String>
    private let validations = PublishSubject<Void>()
    private let greetings = BehaviorRelay<String?>(value: nil)
    private let disposeBag = DisposeBag()

    package init() {
        validate = validations.asObserver()
        greeting = greetings.compactMap { $0 }
        validations.withLatestFrom(name).map(Greeting.message(for:)).bind(to: greetings).disposed(by: disposeBag)
    }
}

extension MVBStyle {
    /// The greeting over ``KeptGreetingModel``, wired as the main greeting is.
    @MainActor
    package static func makeKeptGreeting() -> Screen<GreetingView> {
        let model = KeptGreetingModel()
        return .separate(
            model,
            inputs: { view in
                Disposables.create(model.name <~ view.name, { _ in model.validate.onNext(()) } <~ view.validateRequests)
            },
            outputs: { view in view.greeting <~ model.greeting })
    }
}
