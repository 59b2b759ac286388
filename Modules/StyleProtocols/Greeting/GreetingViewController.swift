import Domain
import Features
import ReactiveCore

extension ProtocolsStyle {
    @MainActor
    package static func makeGreeting() -> Presentation<any GreetingView> {
        let viewModel: GreetingViewModelType = GreetingViewModel()
        return Presentation(viewModel) { GreetingViewController(viewModel: viewModel) }
    }

    @MainActor
    package static func makeLazyGreeting() -> Presentation<any LazyGreetingView> {
        let viewModel: GreetingViewModelType = GreetingViewModel()
        return Presentation(viewModel) { LazyGreetingViewController(viewModel: viewModel) }
    }
}

/// The greeting's view controller, as the article writes it: the view model is injected, and
/// `viewDidLoad` binds it, the greeting first, then each control to an input method.
final class GreetingViewController: ViewController<any GreetingView> {
    private let viewModel: GreetingViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: GreetingViewModelType) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bind(viewModel)
    }

    private func bind(_ viewModel: GreetingViewModelType) {
        viewModel.output.greeting.drive(view.greeting).disposed(by: disposeBag)
        view.name.subscribe(onNext: { viewModel.input.nameChanged($0) }).disposed(by: disposeBag)
        view.validateRequests.subscribe(onNext: { viewModel.input.validate() }).disposed(by: disposeBag)
    }
}

/// The lazily loaded greeting's view controller. No bridge: `viewDidLoad` binds the greeting,
/// and input methods are called whenever a control exists.
final class LazyGreetingViewController: ViewController<any LazyGreetingView> {
    private let viewModel: GreetingViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: GreetingViewModelType) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bind(viewModel)
    }

    private func bind(_ viewModel: GreetingViewModelType) {
        viewModel.output.greeting.drive(view.greeting).disposed(by: disposeBag)
        view.install(
            GreetingCells(
                name: { $0.subscribe(onNext: { viewModel.input.nameChanged($0) }) },
                button: { $0.subscribe(onNext: { viewModel.input.validate() }) })
        ).disposed(by: disposeBag)
    }
}
