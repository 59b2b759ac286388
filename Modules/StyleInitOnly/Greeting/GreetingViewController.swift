import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    @MainActor
    package static func makeGreeting() -> Presentation<any GreetingView> {
        Presentation(
            makingItsViewModel: { GreetingController() },
            alongside: { controller in OutputsController(beside: controller) { $0.show(on: $1.greeting) } })
    }

    @MainActor
    package static func makeLazyGreeting() -> Presentation<any LazyGreetingView> {
        Presentation(makingItsViewModel: { LazyGreetingController() })
    }
}

/// The greeting's view controller in the init-only style: as its view loads, it makes the view
/// model with the name field and the validate button, and shows its greeting.
final class GreetingController: ViewController<any GreetingView> {
    private var viewModel: GreetingViewModel!
    private let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel = GreetingViewModel(
            name: view.name.asDriver(onErrorDriveWith: .empty()),
            validate: view.validateRequests.asSignal(onErrorSignalWith: .empty()))
        show(on: view.greeting).disposed(by: bag)
    }

    /// Shows the view model's greetings on `greeting`, until the result is disposed.
    func show(on greeting: Binder<String>) -> Disposable {
        viewModel.greeting.emit(to: greeting)
    }
}

/// The lazily loaded greeting's view controller in the init-only style, with the bridge: every
/// input goes to `init`, but the controls do not exist yet. As its view loads, the controller
/// makes a relay per control before making the view model, and forwards each control into its
/// relay as its cell appears.
final class LazyGreetingController: ViewController<any LazyGreetingView> {
    private var viewModel: GreetingViewModel!
    private let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        let name = BehaviorRelay(value: "")
        let validate = PublishRelay<Void>()
        viewModel = GreetingViewModel(
            name: name.asObservable().asDriver(onErrorDriveWith: .empty()),
            validate: validate.asObservable().asSignal(onErrorSignalWith: .empty()))
        viewModel.greeting.emit(to: view.greeting).disposed(by: bag)
        view.install(
            GreetingCells(
                name: { $0.subscribe(onNext: name.accept) }, button: { $0.subscribe(onNext: validate.accept) })
        ).disposed(by: bag)
    }
}
