import Domain
import Features
import ReactiveCore

extension ReactorStyle {
    @MainActor
    package static func makeGreeting() -> Presentation<any GreetingView> {
        Presentation(reactor: GreetingReactor()) { GreetingViewController() }
    }

    @MainActor
    package static func makeLazyGreeting() -> Presentation<any LazyGreetingView> {
        Presentation(reactor: GreetingReactor()) { LazyGreetingViewController() }
    }
}

/// Binds a greeting view to a greeting reactor.
final class GreetingViewController: ViewController<any GreetingView>, View {
    nonisolated(unsafe) var disposeBag = DisposeBag()
    var reactor: GreetingReactor? { didSet { reactorDidChange() } }

    override func viewDidLoad() {
        super.viewDidLoad()
        performBinding()
    }

    nonisolated func bind(reactor: GreetingReactor) {
        view.name.map { .updateName($0) }.bind(to: reactor.action).disposed(by: disposeBag)
        view.validateRequests.map { .validate }.bind(to: reactor.action).disposed(by: disposeBag)

        reactor.pulse(\.$greeting).compactMap { $0 }.bind(to: view.greeting).disposed(by: disposeBag)
    }
}

/// Binds the lazily loaded greeting view to a greeting reactor: no bridge, each control sends
/// its actions from the moment its cell appears.
final class LazyGreetingViewController: ViewController<any LazyGreetingView>, View {
    nonisolated(unsafe) var disposeBag = DisposeBag()
    var reactor: GreetingReactor? { didSet { reactorDidChange() } }

    override func viewDidLoad() {
        super.viewDidLoad()
        performBinding()
    }

    nonisolated func bind(reactor: GreetingReactor) {
        let action = reactor.action
        view.install(
            GreetingCells(
                name: { $0.map { .updateName($0) }.bind(to: action) },
                button: { $0.map { .validate }.bind(to: action) })
        ).disposed(by: disposeBag)

        reactor.pulse(\.$greeting).compactMap { $0 }.bind(to: view.greeting).disposed(by: disposeBag)
    }
}
