import Domain
import Features
import ReactiveCore

extension ProtocolsStyle {
    @MainActor
    package static func makeGreeting() -> Screen<GreetingView> {
        let viewModel: GreetingViewModelType = GreetingViewModel()
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.name.subscribe(onNext: { viewModel.input.nameChanged($0) }),
                    view.validateRequests.subscribe(onNext: { viewModel.input.validate() }))
            },
            outputs: { view in viewModel.output.greeting.drive(view.greeting) })
    }

    /// No bridge: input methods can be called whenever a control exists.
    @MainActor
    package static func makeLazyGreeting() -> Screen<LazyGreetingView> {
        let viewModel: GreetingViewModelType = GreetingViewModel()
        return .separate(
            viewModel,
            inputs: { view in
                view.install(
                    GreetingCells(
                        name: { $0.subscribe(onNext: { viewModel.input.nameChanged($0) }) },
                        button: { $0.subscribe(onNext: { viewModel.input.validate() }) }))
            },
            outputs: { view in viewModel.output.greeting.drive(view.greeting) })
    }
}
