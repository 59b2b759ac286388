import Domain
import Features
import ReactiveCore

extension ReactorStyle {
    @MainActor
    package static func makeGreeting() -> Screen<GreetingView> {
        .reactor(GreetingReactor()) { GreetingViewController(view: $0) }
    }

    @MainActor

    package static func makeLazyGreeting() -> Screen<LazyGreetingView> {
        .reactor(GreetingReactor()) { LazyGreetingViewController(view: $0) }
    }
}

/// Binds a greeting view to a greeting reactor.
final class GreetingViewController: View {
    var disposeBag = DisposeBag()
    var reactor: GreetingReactor? { didSet { reactorDidChange() } }
    private let view: GreetingView

    init(view: GreetingView) {
        self.view = view
    }

    func bind(reactor: GreetingReactor) {
        view.name.map { .updateName($0) }.bind(to: reactor.action).disposed(by: disposeBag)
        view.validateRequests.map { .validate }.bind(to: reactor.action).disposed(by: disposeBag)

        reactor.pulse(\.$greeting).compactMap { $0 }.bind(to: view.greeting).disposed(by: disposeBag)
    }
}

/// Binds the lazily loaded greeting view to a greeting reactor: no bridge, each control sends
/// its actions from the moment its cell appears.
final class LazyGreetingViewController: View {
    var disposeBag = DisposeBag()
    var reactor: GreetingReactor? { didSet { reactorDidChange() } }
    private let view: LazyGreetingView

    init(view: LazyGreetingView) {
        self.view = view
    }

    func bind(reactor: GreetingReactor) {
        let action = reactor.action
        view.install(
            GreetingCells(
                name: { $0.map { .updateName($0) }.bind(to: action) },
                button: { $0.map { .validate }.bind(to: action) })
        ).disposed(by: disposeBag)

        reactor.pulse(\.$greeting).compactMap { $0 }.bind(to: view.greeting).disposed(by: disposeBag)
    }
}
