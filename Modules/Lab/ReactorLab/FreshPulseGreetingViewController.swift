import Domain
import Features
import Lab
import ReactiveCore
import StyleReactor

extension ReactorStyle {
    /// The greeting over the main reactor, bound by `FreshPulseGreetingViewController`.
    @MainActor
    package static func makeFreshPulseGreeting() -> Screen<GreetingView> {
        .reactor(GreetingReactor()) { FreshPulseGreetingViewController(view: $0) }
    }
}

/// Binds a greeting view to a greeting reactor, skipping the pulse's value at subscription: the
/// state stream replays the current state, so the first greeting a view is given is the one an
/// earlier view was already shown; only the greetings that come after are this view's.
///
/// The variant of the matrix's situation 5: the main view controller takes the replayed pulse, so
/// a rebuilt view is greeted again.
final class FreshPulseGreetingViewController: View {
    var disposeBag = DisposeBag()
    var reactor: GreetingReactor? { didSet { reactorDidChange() } }
    private let view: GreetingView

    init(view: GreetingView) {
        self.view = view
    }

    func bind(reactor: GreetingReactor) {
        view.name.map { .updateName($0) }.bind(to: reactor.action).disposed(by: disposeBag)
        view.validateRequests.map { .validate }.bind(to: reactor.action).disposed(by: disposeBag)

        reactor.pulse(\.$greeting).skip(1).compactMap { $0 }.bind(to: view.greeting).disposed(by: disposeBag)
    }
}
