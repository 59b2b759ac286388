import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    @MainActor
    package static func makeGreeting() -> Screen<GreetingView> {
        .madeByBinding { view in
            GreetingController(name: view.name, validate: view.validateRequests, greeting: view.greeting)
        }
    }

    /// The bridge: every input goes to `init`, but the controls do not exist yet. The controller
    /// makes a relay per control before making the view model, and forwards each control into its
    /// relay as its cell appears.
    @MainActor
    package static func makeLazyGreeting() -> Screen<LazyGreetingView> {
        .madeByBinding { LazyGreetingController(view: $0) }
    }
}

/// The greeting's view controller in the init-only style.
package final class GreetingController: Disposable {
    private let viewModel: GreetingViewModel
    private var bag = DisposeBag()

    /// A controller that makes the view model with `name` and `validate` and shows its greeting on
    /// `greeting`, until disposed.
    package init(name: Observable<String>, validate: Observable<Void>, greeting: Binder<String>) {
        viewModel = GreetingViewModel(
            name: name.asDriver(onErrorDriveWith: .empty()), validate: validate.asSignal(onErrorSignalWith: .empty()))
        viewModel.greeting.emit(to: greeting).disposed(by: bag)
    }

    package func dispose() {
        bag = DisposeBag()
    }
}

/// The lazily loaded greeting's view controller in the init-only style: the bridge.
final class LazyGreetingController: Disposable {
    private let greeting: GreetingController
    private let cells: Disposable

    init(view: LazyGreetingView) {
        let name = BehaviorRelay(value: "")
        let validate = PublishRelay<Void>()
        greeting = GreetingController(
            name: name.asObservable(), validate: validate.asObservable(), greeting: view.greeting)
        cells = view.install(
            GreetingCells(
                name: { $0.subscribe(onNext: name.accept) }, button: { $0.subscribe(onNext: validate.accept) }))
    }

    func dispose() {
        cells.dispose()
        greeting.dispose()
    }
}
