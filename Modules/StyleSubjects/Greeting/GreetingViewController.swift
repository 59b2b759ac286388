import Domain
import Features
import ReactiveCore

extension SubjectsStyle {
    @MainActor
    package static func makeGreeting() -> Screen<GreetingView> {
        let viewModel = GreetingViewModel()
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.name.subscribe(onNext: viewModel.input.name.onNext),
                    view.validateRequests.subscribe(onNext: viewModel.input.validate.onNext))
            },
            outputs: { view in viewModel.output.greeting.drive(view.greeting) })
    }

    /// No bridge: each control is bound to its input observer when its cell appears.
    @MainActor
    package static func makeLazyGreeting() -> Screen<LazyGreetingView> {
        let viewModel = GreetingViewModel()
        return .separate(
            viewModel,
            inputs: { view in
                view.install(
                    GreetingCells(
                        name: { $0.subscribe(onNext: viewModel.input.name.onNext) },
                        button: { $0.subscribe(onNext: viewModel.input.validate.onNext) }))
            },
            outputs: { view in viewModel.output.greeting.drive(view.greeting) })
    }
}
