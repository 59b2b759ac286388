import Domain
import Features
import ReactiveCore

extension TransformStyle {
    @MainActor
    package static func makeGreeting() -> Presentation<any GreetingView> {
        let viewModel = GreetingViewModel()
        return Presentation(viewModel) { GreetingViewController(viewModel: viewModel) }
    }

    @MainActor
    package static func makeLazyGreeting() -> Presentation<any LazyGreetingView> {
        let viewModel = GreetingViewModel()
        return Presentation(viewModel) { LazyGreetingViewController(viewModel: viewModel) }
    }
}

/// The greeting's view controller: transforms once in `viewDidLoad` and drives the greeting.
final class GreetingViewController: ViewController<any GreetingView> {
    private let viewModel: GreetingViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: GreetingViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform(input: .init(name: view.name, validate: view.validateRequests))
        output.greeting.drive(view.greeting).disposed(by: disposeBag)
    }
}

/// The lazily loaded greeting's view controller, with the bridge: `transform` needs every input
/// at once, but the controls do not exist yet. The view controller makes a relay per control
/// before transforming, and forwards each control into its relay as its cell appears.
final class LazyGreetingViewController: ViewController<any LazyGreetingView> {
    private let viewModel: GreetingViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: GreetingViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let name = BehaviorRelay(value: "")
        let validate = PublishRelay<Void>()
        let output = viewModel.transform(input: .init(name: name.asObservable(), validate: validate.asObservable()))
        let cells = GreetingCells(
            name: { $0.subscribe(onNext: name.accept) }, button: { $0.subscribe(onNext: validate.accept) })
        view.install(cells).disposed(by: disposeBag)
        output.greeting.drive(view.greeting).disposed(by: disposeBag)
    }
}
