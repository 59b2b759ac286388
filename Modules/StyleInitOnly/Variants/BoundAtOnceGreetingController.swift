import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    /// The greeting over `BoundAtOnceGreetingController`.
    package static func makeBoundAtOnceGreeting() -> Screen<GreetingView> {
        .madeByBinding { view in
            BoundAtOnceGreetingController(name: view.name, validate: view.validateRequests, greeting: view.greeting)
        }
    }
}

/// The greeting's view controller in the init-only style, binding the view model's greeting right
/// after making it, in one place, as the article's `viewDidLoad` does: no validation can come
/// between making the view model and binding its output, so none is lost.
///
/// The variant of the matrix's situation 1: the main controller binds the greeting later, and a
/// validation in between reaches no one.
final class BoundAtOnceGreetingController: MadeByBinding {
    private let viewModel: GreetingViewModel
    private var bag = DisposeBag()

    init(name: Observable<String>, validate: Observable<Void>, greeting: Binder<String>) {
        viewModel = GreetingViewModel(
            name: name.asDriver(onErrorDriveWith: .empty()), validate: validate.asSignal(onErrorSignalWith: .empty()))
        viewModel.greeting.emit(to: greeting).disposed(by: bag)
    }

    /// Bound already, when made.
    func bindOutputs() {}

    func dispose() {
        bag = DisposeBag()
    }
}
