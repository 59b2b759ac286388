import Domain
import Features
import ReactiveCore

extension TransformStyle {
    @MainActor
    package static func makeGreeting() -> Screen<GreetingView> {
        let viewModel = GreetingViewModel()
        return .together(viewModel) { view in
            let output = viewModel.transform(input: .init(name: view.name, validate: view.validateRequests))
            return .init { view in output.greeting.drive(view.greeting) }
        }
    }

    /// The bridge: `transform` needs every input at once, but the controls do not exist yet. The
    /// view controller makes a relay per control before transforming, and forwards each control
    /// into its relay as its cell appears.
    @MainActor
    package static func makeLazyGreeting() -> Screen<LazyGreetingView> {
        let viewModel = GreetingViewModel()
        return .together(viewModel) { view in
            let name = BehaviorRelay(value: "")
            let validate = PublishRelay<Void>()
            let output = viewModel.transform(input: .init(name: name.asObservable(), validate: validate.asObservable()))
            let cells = GreetingCells(
                name: { $0.subscribe(onNext: name.accept) }, button: { $0.subscribe(onNext: validate.accept) })
            return .init(effects: view.install(cells)) { view in output.greeting.drive(view.greeting) }
        }
    }
}
