import Domain
import Features
import ReactiveCore

extension SubjectsStyle {
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

/// The greeting's view controller: in `viewDidLoad`, it drives the greeting, then sends each
/// control to its input.
final class GreetingViewController: ViewController<any GreetingView> {
    private let viewModel: GreetingViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: GreetingViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.output.greeting.drive(view.greeting).disposed(by: disposeBag)
        view.name.subscribe(onNext: viewModel.input.name.onNext).disposed(by: disposeBag)
        view.validateRequests.subscribe(onNext: viewModel.input.validate.onNext).disposed(by: disposeBag)
    }
}

/// The lazily loaded greeting's view controller. No bridge: in `viewDidLoad` it drives the
/// greeting, and each control is bound to its input observer when its cell appears.
final class LazyGreetingViewController: ViewController<any LazyGreetingView> {
    private let viewModel: GreetingViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: GreetingViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let input = viewModel.input
        viewModel.output.greeting.drive(view.greeting).disposed(by: disposeBag)
        view.install(
            GreetingCells(
                name: { $0.subscribe(onNext: input.name.onNext) },
                button: { $0.subscribe(onNext: input.validate.onNext) })
        ).disposed(by: disposeBag)
    }
}
