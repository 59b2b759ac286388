import Domain
import Features
import ReactiveCore

extension ReactorStyle {
    @MainActor
    package static func makeGreeting() -> Screen<GreetingView> {
        .reactor(GreetingReactor()) { GreetingViewController(view: $0, binding: $1) }
    }

    @MainActor

    package static func makeLazyGreeting() -> Screen<LazyGreetingView> {
        .reactor(GreetingReactor()) { LazyGreetingViewController(view: $0, binding: $1) }
    }
}

/// Binds a greeting view to a greeting reactor.
final class GreetingViewController: View {
    var disposeBag = DisposeBag()
    var reactor: GreetingReactor? { didSet { reactorDidChange() } }
    private let view: GreetingView
    private let sides: BoundSides

    init(view: GreetingView, binding sides: BoundSides = [.actions, .state]) {
        self.view = view
        self.sides = sides
    }

    func bind(reactor: GreetingReactor) {
        if sides.contains(.actions) {
            view.name.map { .updateName($0) }.bind(to: reactor.action).disposed(by: disposeBag)
            view.validateRequests.map { .validate }.bind(to: reactor.action).disposed(by: disposeBag)
        }
        if sides.contains(.state) {
            reactor.pulse(\.$greeting).compactMap { $0 }.asSignal(onErrorSignalWith: .empty())
                .emit(to: view.greeting).disposed(by: disposeBag)
        }
    }
}

/// Binds the lazily loaded greeting view to a greeting reactor: no bridge, each control sends
/// its actions from the moment its cell appears.
final class LazyGreetingViewController: View {
    var disposeBag = DisposeBag()
    var reactor: GreetingReactor? { didSet { reactorDidChange() } }
    private let view: LazyGreetingView
    private let sides: BoundSides

    init(view: LazyGreetingView, binding sides: BoundSides = [.actions, .state]) {
        self.view = view
        self.sides = sides
    }

    func bind(reactor: GreetingReactor) {
        if sides.contains(.actions) {
            let action = reactor.action
            view.install(
                GreetingCells(
                    name: { $0.map { .updateName($0) }.bind(to: action) },
                    button: { $0.map { .validate }.bind(to: action) })
            ).disposed(by: disposeBag)
        }
        if sides.contains(.state) {
            reactor.pulse(\.$greeting).compactMap { $0 }.asSignal(onErrorSignalWith: .empty())
                .emit(to: view.greeting).disposed(by: disposeBag)
        }
    }
}
